import type { TSubscription } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { priceText } from '../../../../components/billing/price-text.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { Panel } from '../../../../components/ui/Panel.tsx';
import { dateText } from '../../../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../../../lib/use-locale.ts';
import { ConfirmStep } from '../../employer-subscriptions/components/ConfirmStep.tsx';
import {
  isRunning,
  renewalText,
  SubscriptionBadge,
} from '../../employer-subscriptions/components/SubscriptionState.tsx';

/**
 * The company's premium as it runs: its plan and price, paid until when, and whether it renews then. The owner may
 * stop the renewal (asked first, by `?confirm=stop`); premium then lasts to the end of the paid period.
 */
export function PremiumStatus({
  subscription,
  canStop,
  isConfirmingStop,
  page,
}: {
  subscription: TSubscription;
  canStop: boolean;
  isConfirmingStop: boolean;
  /** This page's address with its query (the way back), without the question. */
  page: string;
}) {
  const { t } = useTranslation('BillingAccount');
  const locale = useLocale();
  const to = useLocalePath();
  const until = subscription.current_period_end ? dateText(subscription.current_period_end, locale, 'day') : null;
  const renewal = renewalText(t, subscription, locale);
  const isStoppable = canStop && isRunning(subscription) && !subscription.cancel_at_period_end;
  const question = `${page}${page.includes('?') ? '&' : '?'}confirm=stop`;
  return (
    <Panel title={t('premium.activeTitle')} id="premium-status" className="mt-6">
      <div className="mt-2">
        <SubscriptionBadge subscription={subscription} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="text-sm text-muted">{t('premium.plan')}</dt>
        <dd>
          {subscription.title}
          <span className="text-muted">
            {' · '}
            {t(`per.${subscription.period}`, { price: priceText(t, subscription.amount, locale) })}
          </span>
        </dd>
        {until ? (
          <>
            <dt className="text-sm text-muted">{t('premium.paidUntil')}</dt>
            <dd>{until}</dd>
          </>
        ) : null}
        {renewal ? (
          <>
            <dt className="text-sm text-muted">{t('premium.renewal')}</dt>
            <dd data-testid="premium-renewal">{renewal}</dd>
          </>
        ) : null}
      </dl>
      {subscription.status === 'past_due' ? <p className="mt-3 text-sm text-red-800">{t('pastDueNote')}</p> : null}
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
        {isStoppable ? (
          <Button to={question} preventScrollReset variant="danger-outline">
            {t('premium.stop')}
          </Button>
        ) : null}
        <Link to={to('/profile/employer/subscriptions')} className="font-semibold text-brand-strong underline">
          {t('premium.allSubscriptions')}
        </Link>
      </div>
      {isStoppable && isConfirmingStop && until ? (
        <ConfirmStep title={t('premium.stopTitle')} back={page}>
          <Form method="post" action={page}>
            <p id="stop-premium-text">{t('premium.stopText', { date: until })}</p>
            <div className="mt-5 flex flex-wrap gap-2">
              <Button type="submit" name="intent" value="stop" variant="danger" aria-describedby="stop-premium-text">
                {t('premium.stopConfirm')}
              </Button>
              <Button to={page} preventScrollReset replace variant="secondary">
                {t('premium.keep')}
              </Button>
            </div>
          </Form>
        </ConfirmStep>
      ) : null}
    </Panel>
  );
}
