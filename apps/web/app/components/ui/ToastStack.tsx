import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from './Toast.tsx';
import type { ToastMessage } from './toast-message.ts';

export type ShownToast = ToastMessage & { id: string };

function ToastSlot({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: string) => void }) {
  const close = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id]);
  return <Toast toast={toast} onDismiss={close} />;
}

/** The toasts on screen, bottom right (across the bottom on a phone), newest last. */
export default function ToastStack({
  toasts,
  onDismiss,
}: {
  toasts: readonly ShownToast[];
  onDismiss: (id: string) => void;
}) {
  const { t } = useTranslation('Ui');
  return (
    <section
      aria-label={t('notifications')}
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2 md:left-auto md:w-96"
    >
      {toasts.map((toast) => (
        <ToastSlot key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </section>
  );
}
