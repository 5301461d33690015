import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { CardPayment } from '../../../components/billing/CardPayment.tsx';
import { OrderSummary } from '../../../components/billing/OrderSummary.tsx';
import { paymentSuccessPathOf } from '../../../components/billing/payment-paths.ts';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadPayment } from './payment.server.ts';

// Signed-in only, and the card form needs the page's script at once: no waiting for an interaction to hydrate.
export const handle = { i18n: ['Pricing', 'Billing'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadPayment(args);

/**
 * `/payment` (spec section 2): the order and the provider's card form. The payment's outcome is the provider's to
 * report (its webhook); the page only confirms the card and goes to /payment/success to wait for that word.
 */
export default function PaymentPage() {
  const { session, redirect } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Pricing');
  const to = useLocalePath();
  const { order } = session;
  return (
    <DefaultLayout>
      <PageMeta title={t('payment.title')} />
      <div className="page-container max-w-5xl py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t('payment.title')}</h1>
        <p className="mt-2 text-muted">{t('payment.lead')}</p>
        {order.pay_status === 'PayRejected' && order.rejection ? (
          <Notice tone="error" title={t('payment.lastRefused')} className="mt-6">
            {order.rejection.message}
          </Notice>
        ) : null}
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Panel title={t('payment.orderTitle')} className="lg:col-start-2 lg:row-start-1">
            <div className="mt-4">
              <OrderSummary order={order} />
            </div>
          </Panel>
          <Panel title={t('payment.cardTitle')} className="lg:col-start-1 lg:row-start-1">
            <div className="mt-4">
              <CardPayment session={session} successPath={to(paymentSuccessPathOf(order.id, redirect, true))} />
            </div>
          </Panel>
        </div>
      </div>
    </DefaultLayout>
  );
}
