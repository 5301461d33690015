import type { TCompanyPremium } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { useActionData, useLoaderData, useLocation } from 'react-router';
import { priceText } from '../../../components/billing/price-text.ts';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import { isRunning } from '../employer-subscriptions/components/SubscriptionState.tsx';
import type { Route } from './+types/route';
import { loadCompanyPayment, submitCompanyPayment } from './company-payment.server.ts';
import { PremiumOffer } from './components/PremiumOffer.tsx';
import { PremiumStatus } from './components/PremiumStatus.tsx';

export const handle = { i18n: ['BillingAccount', 'Billing', 'Profile', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadCompanyPayment(args);
export const action = (args: Route.ActionArgs) => submitCompanyPayment(args);

/** The page's address with its way back but without the question (`?confirm=stop`), where closing it returns. */
function usePagePath() {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete('confirm');
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** A payment started and not finished (or declined): the way back to it, so a second order is not started. */
function PendingPayment({
  order,
  back,
}: {
  order: NonNullable<TCompanyPremium['pending_order']>;
  back: string | null;
}) {
  const { t } = useTranslation('BillingAccount');
  const to = useLocalePath();
  const returnTo = back ?? to('/profile/employer/subscriptions');
  return (
    <Notice tone="warning" title={t('premium.pendingTitle')} className="mt-6">
      <p>{t('premium.pendingText', { title: order.title })}</p>
      {order.rejection ? (
        <p className="mt-1">{t('premium.pendingRejected', { reason: order.rejection.message })}</p>
      ) : null}
      <Button
        to={`${to('/payment')}?order=${order.id}&redirect=${encodeURIComponent(returnTo)}`}
        size="sm"
        className="mt-3"
      >
        {t('premium.continuePayment')}
      </Button>
    </Notice>
  );
}

/** /profile/payment/company: company premium's prices and the owner's payment, or what the company pays now. */
export default function CompanyPaymentPage() {
  const { user, premium, isOwner, back, isConfirmingStop } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation('BillingAccount');
  const locale = useLocale();
  const page = usePagePath();
  const { subscription } = premium;
  const running = subscription && isRunning(subscription) ? subscription : null;
  const isPaid = running !== null;
  const endedOn = subscription?.status === 'canceled' ? subscription.current_period_end : null;
  return (
    <ProfilePage user={user} title={t('premium.title')} showStatus={false}>
      <p className="max-w-prose text-muted">{t('premium.lead')}</p>
      {isOwner || premium.can_send_job_offer ? null : (
        <Notice tone="info" title={t('premium.memberTitle')} className="mt-6">
          <p>{t('premium.memberText')}</p>
          <p className="mt-1">
            {t('Billing:offerLine', {
              tariff: t('Billing:product.company_premium'),
              month: priceText(t, premium.prices.month, locale),
              year: priceText(t, premium.prices.year, locale),
            })}
          </p>
        </Notice>
      )}
      {running ? (
        <PremiumStatus subscription={running} canStop={isOwner} isConfirmingStop={isConfirmingStop} page={page} />
      ) : null}
      {endedOn && !premium.can_send_job_offer ? (
        <p className="mt-6">{t('premium.ended', { date: dateText(endedOn, locale, 'day') })}</p>
      ) : null}
      {isOwner && premium.pending_order && !isPaid ? (
        <PendingPayment order={premium.pending_order} back={back} />
      ) : null}
      {isOwner && !isPaid && !premium.can_send_job_offer ? (
        <PremiumOffer prices={premium.prices} back={back} reply={reply} />
      ) : null}
      {!isPaid && premium.can_send_job_offer ? <p className="mt-6">{t('premium.free')}</p> : null}
      {back && premium.can_send_job_offer ? (
        <Button to={back} className="mt-6">
          {t('premium.back')}
        </Button>
      ) : null}
    </ProfilePage>
  );
}
