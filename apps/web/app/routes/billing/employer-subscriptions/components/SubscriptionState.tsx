import type { Locale, TSubscription } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { type BadgeTone, StatusBadge } from '../../../../components/ui/StatusBadge.tsx';
import { dateText } from '../../../../lib/dates.ts';

type Translate = (key: string, params?: Record<string, string>) => string;

const TONES: Record<TSubscription['status'], BadgeTone> = {
  incomplete: 'attention',
  active: 'good',
  past_due: 'bad',
  canceled: 'neutral',
};

/** A subscription still running: paid, or a renewal the provider is retrying. Only these renew, stop or resume. */
export const isRunning = (subscription: Pick<TSubscription, 'status'>) =>
  subscription.status === 'active' || subscription.status === 'past_due';

/** Active, payment overdue, waiting for payment or ended, in the status colours of the kit. */
export function SubscriptionBadge({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation('BillingAccount');
  return (
    <StatusBadge tone={TONES[subscription.status]} testId="subscription-status">
      {t(`status.${subscription.status}`)}
    </StatusBadge>
  );
}

/** "Renews on 12 May 2026", "Ends on …: it will not renew", "Ended on …"; null while no period has been paid. */
export function renewalText(t: Translate, subscription: TSubscription, locale: Locale): string | null {
  if (!subscription.current_period_end || subscription.status === 'incomplete') return null;
  const date = dateText(subscription.current_period_end, locale, 'day');
  if (subscription.status === 'canceled') return t('BillingAccount:endedOn', { date });
  return t(subscription.cancel_at_period_end ? 'BillingAccount:endsOn' : 'BillingAccount:renewsOn', { date });
}
