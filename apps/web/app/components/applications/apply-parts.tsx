import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const fieldClass =
  'w-full rounded-lg border bg-white px-3 py-2.5 focus:border-brand-strong aria-[invalid=true]:border-red-600';

/** Before anything is sent: applying shows the company who the applicant is (the candidates' consent model). */
export function ConsentNotice({ id, company }: { id: string; company: string }) {
  const { t } = useTranslation('Applications', { keyPrefix: 'apply' });
  return (
    <p id={id} className="mb-4 flex gap-2 rounded-lg bg-brand-soft p-3 text-sm" data-testid="apply-consent">
      <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
      {t('consent', { company })}
    </p>
  );
}
