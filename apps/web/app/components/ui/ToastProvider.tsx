import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { ShownToast } from './ToastStack.tsx';
import type { ToastMessage } from './toast-message.ts';

/**
 * The toasts' look, icons and timers load with the first toast, not with every page: most pages never show one, and
 * each page's first load is budgeted (bundle-budget.build-check.ts). A toast a redirect left is rendered by the server
 * all the same, and hydrates once this arrives.
 */
const ToastStack = lazy(() => import('./ToastStack.tsx'));
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
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
