import { MODAL_DEFAULT_WIDTH, MODAL_OPEN_DELAY_MS } from '@hushwork/contract';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  width?: number;
  closeOnOutsideClick?: boolean;
  onOpened?: () => void;
  onClosed?: () => void;
};

/**
 * The shared modal wrapper (spec section 2): opens 100 ms after it is asked to, so a quick open-and-close does not
 * flicker; closes on its control, Escape, or an outside click when allowed; tells its owner when it opened and closed.
 * A native <dialog> keeps focus inside and restores it afterwards.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  width = MODAL_DEFAULT_WIDTH,
  closeOnOutsideClick = true,
  onOpened,
  onClosed,
}: ModalProps) {
  const { t } = useTranslation('Ui');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) {
        dialog.close();
        onClosed?.();
      }
      return;
    }
    const timer = window.setTimeout(() => {
      dialog.showModal();
      onOpened?.();
    }, MODAL_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, onOpened, onClosed]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop only; Escape (onCancel) is its keyboard twin.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (closeOnOutsideClick && event.target === ref.current) onClose();
      }}
      style={{ width: `${width}px`, maxWidth: 'calc(100vw - 2rem)' }}
      className="m-auto rounded-2xl p-0 shadow-2xl backdrop:bg-black/40"
    >
      <div className="p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          <button type="button" onClick={onClose} className="rounded-md px-2 py-1 text-muted hover:bg-neutral-100">
            <span aria-hidden="true">✕</span>
            <span className="sr-only">{t('close')}</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
