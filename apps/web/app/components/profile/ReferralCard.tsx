import { useTranslation } from 'react-i18next';
import type { Referrals } from '../../lib/load-referrals.server.ts';

/** The user's invite link and how far it reached. */
export function ReferralCard({ referrals }: { referrals: Referrals }) {
  const { t } = useTranslation('Profile');
  return (
    <section aria-labelledby="referrals-title" className="mt-8 rounded-2xl border border-neutral-200 bg-white p-6">
      <h2 id="referrals-title" className="text-lg font-semibold">
        {t('referralsTitle')}
      </h2>
      <label className="mt-3 block text-sm font-semibold" htmlFor="invite-link">
        {t('referralsLink')}
      </label>
      <input
        id="invite-link"
        readOnly
        value={referrals.invite_link}
        className="mt-1 w-full rounded-lg border border-neutral-300 bg-neutral-50 px-3 py-2 text-sm"
      />
      <dl className="mt-4 grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-muted">{t('referralsInvited')}</dt>
          <dd className="text-2xl font-bold" data-testid="referrals-invited">
            {referrals.invited}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('referralsRegistered')}</dt>
          <dd className="text-2xl font-bold" data-testid="referrals-registered">
            {referrals.registered}
          </dd>
        </div>
      </dl>
    </section>
  );
}
