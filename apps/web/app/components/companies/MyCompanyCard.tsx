import type { TUser } from '@hushwork/contract';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';

const MODERATION_WORDS = {
  pending: 'moderationPending',
  approved: 'moderationApproved',
  rejected: 'moderationRejected',
} as const;

/** The employer's own company on their profile: its moderation state, their role, and the way to its page. */
export function MyCompanyCard({ user }: { user: TUser }) {
  const { t } = useTranslation('Companies');
  const to = useLocalePath();
  const { company, employer } = user;
  if (!company) {
    return employer?.waiting_company_approval ? (
      <p role="status" className="mt-6 rounded-2xl bg-brand-soft p-5">
        {t('waitingJoin')}
      </p>
    ) : null;
  }
  return (
    <section aria-labelledby="my-company" className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6">
      <h2 id="my-company" className="flex items-center gap-2 text-lg font-semibold">
        <Building2 aria-hidden="true" className="size-5 text-muted" />
        {t('yourCompany')}: {company.name}
      </h2>
      <p className="mt-2">{t(MODERATION_WORDS[company.moderation_status])}</p>
      <p className="mt-1 text-sm text-muted">{employer?.is_owner ? t('roleOwner') : t('roleMember')}</p>
      <Link to={to(`/company/${company.slug}`)} className="mt-4 inline-block font-semibold text-brand-strong underline">
        {t('openPage')}
      </Link>
    </section>
  );
}
