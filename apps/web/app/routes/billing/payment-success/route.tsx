import { ROLES } from '@hushwork/contract';
import { CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useRouteLoaderData } from 'react-router';
import { paymentPathOf } from '../../../components/billing/payment-paths.ts';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import type { RootData } from '../../../lib/root-data.server.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { PaidOrder } from './components/PaidOrder.tsx';
import { loadPaymentResult } from './payment-success.server.ts';
import { type PaymentView, paymentViewOf } from './payment-view.ts';
import { useRecheck } from './use-recheck.ts';

export const handle = { i18n: ['Pricing', 'Billing'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadPaymentResult(args);

/** The provider's word is read every second for a minute: its webhook usually lands within seconds. */
const RECHECK = { everyMs: 1000, forMs: 60_000 };

const ICONS: Record<PaymentView, { icon: typeof Clock; className: string }> = {
  confirming: { icon: LoaderCircle, className: 'animate-spin text-brand-strong' },
  paid: { icon: CircleCheck, className: 'text-green-700' },
  rejected: { icon: CircleX, className: 'text-red-700' },
  unpaid: { icon: Clock, className: 'text-muted' },
  late: { icon: Clock, className: 'text-yellow-700' },
};

/**
 * `/payment/success` (spec section 2, /payment's child): the order's status as the provider confirmed it. It waits
 * while the payment is being confirmed, then says it is paid (with the invoice), refused (with the reason and a way
 * back to pay), or that the confirmation is late.
 */
export default function PaymentSuccessPage() {
  const { order, redirect, isConfirmedInBrowser } = useLoaderData<typeof loader>();
  const user = useRouteLoaderData<RootData>('root')?.user ?? null;
  const { t } = useTranslation('Pricing');
  const to = useLocalePath();
  const location = useLocation();
  const isWaiting = paymentViewOf(order.pay_status, isConfirmedInBrowser, false) === 'confirming';
  const hasTimedOut = useRecheck(isWaiting, RECHECK);
  const view = paymentViewOf(order.pay_status, isConfirmedInBrowser, hasTimedOut);
  const { icon: Icon, className: iconClass } = ICONS[view];
  const payAgain = to(paymentPathOf(order.id, redirect));
  return (
    <DefaultLayout>
      <PageMeta title={t(`result.${view}.title`)} />
      <div className="page-container max-w-2xl py-12">
        <section className="rounded-2xl border border-neutral-200 bg-white p-6 text-center sm:p-10">
          <div role="status" aria-live="polite" data-testid="payment-status" data-view={view}>
            <Icon aria-hidden="true" className={`mx-auto size-12 ${iconClass}`} />
            <h1 className="mt-4 text-2xl font-bold tracking-tight">{t(`result.${view}.title`)}</h1>
            <p className="mt-2 text-muted">
              {view === 'rejected' && order.rejection
                ? order.rejection.message
                : t(`result.${view}.text`, { title: order.title })}
            </p>
          </div>
          {view === 'paid' ? (
            <PaidOrder
              order={order}
              redirect={redirect}
              showSubscriptions={user?.role_id === ROLES.company && order.product !== 'resume_mailing'}
            />
          ) : null}
          {view === 'rejected' || view === 'unpaid' ? (
            <Button to={payAgain} size="lg" className="mt-8">
              {t(view === 'rejected' ? 'result.tryAgain' : 'result.pay')}
            </Button>
          ) : null}
          {view === 'late' ? (
            <Button to={`${location.pathname}${location.search}`} reloadDocument variant="secondary" className="mt-8">
              {t('result.reload')}
            </Button>
          ) : null}
        </section>
      </div>
    </DefaultLayout>
  );
}
