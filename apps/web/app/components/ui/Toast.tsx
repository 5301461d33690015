import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToastMessage } from './toast-message.ts';

/** Errors stay longer: they usually ask the reader to do something. */
export const TOAST_DURATION_MS = { success: 5000, info: 5000, error: 8000 } as const;

const LOOKS = {
  success: { className: 'border-green-700 bg-green-50 text-green-900', Icon: CircleCheck },
  info: { className: 'border-sky-700 bg-sky-50 text-sky-900', Icon: Info },
  error: { className: 'border-red-700 bg-red-50 text-red-900', Icon: CircleAlert },
} as const;

/**
 * Counts down while nobody is reading: a pointer over the toast or focus inside it stops the clock, and it goes on
 * with the time that was left, so a toast never vanishes under the reader's hand.
 */
function useDismissTimer(duration: number, onDismiss: (() => void) | undefined) {
  const [isPaused, setPaused] = useState(false);
  const left = useRef(duration);
  useEffect(() => {
    if (!onDismiss || isPaused) return;
    const started = Date.now();
    const timer = window.setTimeout(onDismiss, left.current);
    return () => {
      window.clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [isPaused, onDismiss]);
  return setPaused;
}

/**
 * One toast: a status for success and info, an alert for an error, with a close button. Without `onDismiss` it stays
 * (the gallery, a page before its script has loaded). It slides in only when the reader has not asked for less motion.
 */
export function Toast({ toast, onDismiss }: { toast: ToastMessage; onDismiss?: () => void }) {
  const { t } = useTranslation('Ui');
  const setPaused = useDismissTimer(TOAST_DURATION_MS[toast.tone], onDismiss);
  const { className, Icon } = LOOKS[toast.tone];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only pause the dismiss timer.
    <div
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border-l-4 p-4 text-sm shadow-lg motion-safe:animate-toast-in ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {/* The role holds the words alone: the close button's name is not part of the news. */}
      <p role={toast.tone === 'error' ? 'alert' : 'status'} className="flex-1 [overflow-wrap:anywhere]">
        {toast.text}
      </p>
      {onDismiss ? (
        <button type="button" onClick={onDismiss} className="-m-1 rounded-md p-1 hover:bg-black/5">
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('close')}</span>
        </button>
      ) : null}
    </div>
  );
}
