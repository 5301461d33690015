import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from './Toast.tsx';
import type { ToastMessage } from './toast-message.ts';

type ShownToast = ToastMessage & { id: string };
type ToastApi = { show: (toast: ToastMessage) => void };

const ToastContext = createContext<ToastApi | null>(null);
// A counter, not crypto.randomUUID(): that one exists only on https and localhost.
let shownCount = 0;
const nextId = () => {
  shownCount += 1;
  return `shown-${shownCount}`;
};

/** Shows a toast from anywhere under the root layout: `useToast().show({ tone: 'success', text })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs the ToastProvider of the root layout');
  return api;
}

/**
 * Holds the toasts on screen, bottom right (across the bottom on a phone). `flash` is the toast a redirect left
 * (lib/flash.server.ts), read by the root loader: rendered by the server too, so it shows before the script loads.
 */
export function ToastProvider({ flash, children }: { flash: ShownToast | null; children: ReactNode }) {
  const { t } = useTranslation('Ui');
  const [toasts, setToasts] = useState<ShownToast[]>(flash ? [flash] : []);
  const dismiss = useCallback((id: string) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);
  const show = useCallback((toast: ToastMessage) => setToasts((shown) => [...shown, { ...toast, id: nextId() }]), []);
  useEffect(() => {
    // The root loader runs again after each action and navigation, bringing the next redirect's toast.
    if (flash) setToasts((shown) => (shown.some((toast) => toast.id === flash.id) ? shown : [...shown, flash]));
  }, [flash]);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={t('notifications')}
        className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2 md:left-auto md:w-96"
      >
        {toasts.map((toast) => (
          <ToastSlot key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function ToastSlot({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: string) => void }) {
  const close = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id]);
  return <Toast toast={toast} onDismiss={close} />;
}
