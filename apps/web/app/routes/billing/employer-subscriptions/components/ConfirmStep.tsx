import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { useHydrated } from '../../../../components/ui/use-hydrated.ts';

/**
 * The question before a step about money (stop renewing, cancel), asked by a link (`?confirm=`, `?cancel=`), so it
 * works before the script loads: in the kit's Modal once hydrated, standing in the page until then. `back` is the
 * page without the question, where closing it goes.
 */
export function ConfirmStep({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  const isHydrated = useHydrated();
  const navigate = useNavigate();
  if (!isHydrated) {
    return (
      <section aria-label={title} className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-950">
        <h2 className="mb-2 text-lg font-semibold">{title}</h2>
        {children}
      </section>
    );
  }
  return (
    <Modal open title={title} onClose={() => navigate(back, { preventScrollReset: true, replace: true })}>
      {children}
    </Modal>
  );
}
