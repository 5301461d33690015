import type { TSubscription } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { priceText } from '../../../../components/billing/price-text.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { dateText } from '../../../../lib/dates.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import { ConfirmStep } from './ConfirmStep.tsx';
import { isRunning, renewalText, SubscriptionBadge } from './SubscriptionState.tsx';

/** The question before cancelling: nothing more is charged, and what is paid lasts until the period's end. */
function CancelQuestion({ subscription, page }: { subscription: TSubscription; page: string }) {
  const { t } = useTranslation('BillingAccount');
  const locale = useLocale();
  const until = subscription.current_period_end ? dateText(subscription.current_period_end, locale, 'day') : '';
  return (
    <ConfirmStep title={t('subscriptions.cancelTitle', { title: subscription.title })} back={page}>
      <Form method="post" action={page}>
        <input type="hidden" name="id" value={subscription.id} />
        <p id="cancel-subscription-text">{t('subscriptions.cancelText', { date: until })}</p>
        <div className="mt-5 flex flex-wrap gap-2">
          <Button
            type="submit"
            name="intent"
            value="cancel"
            variant="danger"
            aria-describedby="cancel-subscription-text"
          >
            {t('subscriptions.cancelConfirm')}
          </Button>
          <Button to={page} preventScrollReset replace variant="secondary">
            {t('subscriptions.keep')}
          </Button>
        </div>
      </Form>
    </ConfirmStep>
  );
}

/** The owner's buttons of one subscription: cancel one that renews (asked first), resume one that will end. */
function OwnerActions({ subscription, page }: { subscription: TSubscription; page: string }) {
  const { t } = useTranslation('BillingAccount');
  if (!isRunning(subscription)) return null;
  if (subscription.cancel_at_period_end) {
    return (
      <Form method="post" action={page} className="mt-4">
        <input type="hidden" name="id" value={subscription.id} />
        <Button
          type="submit"
          name="intent"
          value="resume"
          variant="secondary"
          size="sm"
          aria-label={t('subscriptions.resumeLabel', { title: subscription.title })}
        >
          {t('subscriptions.resume')}
        </Button>
      </Form>
    );
  }
  const query = `${page}${page.includes('?') ? '&' : '?'}cancel=${subscription.id}`;
  return (
    <div className="mt-4">
      <Button
        to={query}
        preventScrollReset
        variant="danger-outline"
        size="sm"
        aria-label={t('subscriptions.cancelLabel', { title: subscription.title })}
      >
        {t('subscriptions.cancel')}
      </Button>
    </div>
  );
}

/**
 * The company's subscriptions: each one's name, price and period, its status, and when it renews or ends. Only the
 * owner gets the buttons; a member reads the same list and is told who may change it.
 */
export function SubscriptionList({
  subscriptions,
  isOwner,
  cancelling,
  page,
}: {
  subscriptions: TSubscription[];
  isOwner: boolean;
  cancelling: number | null;
  /** The tab's address with its page but without a question, which the posts and the questions return to. */
  page: string;
}) {
  const { t } = useTranslation('BillingAccount');
  const locale = useLocale();
  const asked = subscriptions.find((one) => one.id === cancelling);
  return (
    <section aria-labelledby="company-subscriptions">
      <h2 id="company-subscriptions" className="text-lg font-semibold">
        {t('subscriptions.title')}
      </h2>
      <ul className="mt-3 grid gap-4">
        {subscriptions.map((subscription) => {
          const renewal = renewalText(t, subscription, locale);
          return (
            <li
              key={subscription.id}
              className="rounded-2xl border border-neutral-200 bg-white p-5"
              data-testid="subscription"
            >
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                <h3 className="font-semibold">{subscription.title}</h3>
                <SubscriptionBadge subscription={subscription} />
              </div>
              <p className="mt-1">
                {t(`per.${subscription.period}`, { price: priceText(t, subscription.amount, locale) })}
              </p>
              {renewal ? <p className="mt-1 text-sm text-muted">{renewal}</p> : null}
              {subscription.status === 'past_due' ? (
                <p className="mt-1 text-sm text-red-800">{t('pastDueNote')}</p>
              ) : null}
              {isOwner ? <OwnerActions subscription={subscription} page={page} /> : null}
            </li>
          );
        })}
      </ul>
      {isOwner ? null : (
        <p role="note" className="mt-4 rounded-2xl bg-brand-soft p-4 text-sm">
          {t('subscriptions.ownerOnly')}
        </p>
      )}
      {isOwner && asked ? <CancelQuestion subscription={asked} page={page} /> : null}
    </section>
  );
}
