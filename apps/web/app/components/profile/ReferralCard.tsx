import { useTranslation } from 'react-i18next';
import type { Referrals } from '../../lib/load-referrals.server.ts';
import { Panel } from '../ui/Panel.tsx';

/** The user's invite link and how far it reached. */
export function ReferralCard({ referrals }: { referrals: Referrals }) {
  const { t } = useTranslation('Profile');
  return (
    <Panel title={t('referralsTitle')} className="mt-8">
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
    </Panel>
  );
}
