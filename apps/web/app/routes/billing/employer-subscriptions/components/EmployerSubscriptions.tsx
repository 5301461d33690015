import type { TBillingDetails, TOrder, TSubscription } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteLoaderData } from 'react-router';
import { useIsLive } from '../../../../components/layout/use-is-live.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { EmptyState } from '../../../../components/ui/EmptyState.tsx';
import type { RootData } from '../../../../lib/root-data.server.ts';
import { useLocalePath } from '../../../../lib/use-locale.ts';
import { BillingDetailsPanel } from './BillingDetailsPanel.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { SubscriptionList } from './SubscriptionList.tsx';

export type EmployerSubscriptionsData = {
  subscriptions: TSubscription[];
  orders: { list: TOrder[]; total: number; page: number; pages: number };
  cancelling: number | null;
  details: TBillingDetails;
};

/**
 * Nothing paid yet: the company uses Hushwork for free, and the public pricing shows what there is to pay for; where
 * company premium is on, its owner is also offered the way to pay for it.
 */
function NothingPaid({ isOwner, hasPayments }: { isOwner: boolean; hasPayments: boolean }) {
  const { t } = useTranslation('BillingAccount');
  const to = useLocalePath();
  const isLive = useIsLive();
  const hasPremium = useRouteLoaderData<RootData>('root')?.flags?.companyPremium === true;
  return (
    // The heading's id is the tab's empty state's, which the employer tabs' browser test reads for every tab.
    <section aria-labelledby="employer-tab-empty">
      <EmptyState
        title={<span id="employer-tab-empty">{t('Companies:subscriptionsEmpty')}</span>}
        action={
          <div className="flex flex-wrap gap-3">
            {isLive('/subscriptions') ? <Button to={to('/subscriptions')}>{t('subscriptions.tariffs')}</Button> : null}
            {hasPremium && isOwner && isLive('/profile/payment/company') ? (
              <Button to={to('/profile/payment/company')} variant="secondary">
                {t('subscriptions.payPremium')}
              </Button>
            ) : null}
          </div>
        }
        className=""
      >
        <p className="mt-2 max-w-prose">
          {hasPayments ? t('subscriptions.noneLead') : t('Companies:subscriptionsLead')}
        </p>
      </EmptyState>
    </section>
  );
}

/**
 * The employer profile's subscriptions tab: the company's subscriptions (or that it pays for none), then its payments
 * and its invoice details. Every member reads them; the owner alone cancels or resumes a renewal and sets the details.
 */
export function EmployerSubscriptions({ data, isOwner }: { data: EmployerSubscriptionsData | null; isOwner: boolean }) {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete('cancel');
  const page = query.size > 0 ? `${pathname}?${query}` : pathname;
  return (
    <>
      {data && data.subscriptions.length > 0 ? (
        <SubscriptionList
          subscriptions={data.subscriptions}
          isOwner={isOwner}
          cancelling={data.cancelling}
          page={page}
        />
      ) : (
        <NothingPaid isOwner={isOwner} hasPayments={(data?.orders.total ?? 0) > 0} />
      )}
      {/* One-time purchases (a vacancy's turbo) are orders without a subscription: they show either way. */}
      {data && data.orders.total > 0 ? (
        <OrdersTable orders={data.orders.list} pages={data.orders.pages} canPay={isOwner} />
      ) : null}
      {data ? <BillingDetailsPanel details={data.details} isOwner={isOwner} /> : null}
    </>
  );
}
