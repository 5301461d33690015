import type { TAdminOrder } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePrice } from '../../../../components/billing/use-price.ts';
import { dateText } from '../../../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../../../lib/use-locale.ts';
import { isRefundable, restOf } from '../refund-form.ts';

/** The address of this list with the refund of `id` open: the filters and page kept. */
function refundAddress(pathname: string, search: string, id: number) {
  const params = new URLSearchParams(search);
  params.set('refund', String(id));
  return `${pathname}?${params.toString()}`;
}

/**
 * A paid order's refunds under it (how much, when, by whom, why), what can still be given back, and the way to
 * refund it; an order paid outside the provider (the demo's history) says why it has none.
 */
export function OrderRefunds({ order }: { order: TAdminOrder }) {
  const { t } = useTranslation('AdminOrders');
  const locale = useLocale();
  const to = useLocalePath();
  const price = usePrice();
  const { pathname, search } = useLocation();
  if (order.pay_status !== 'Paid') return <span className="text-muted">{t('notPaid')}</span>;
  // Included in a tariff, nothing was charged: there is nothing to give back.
  if (order.amount.amount === 0) return <span className="text-muted">{t('nothingCharged')}</span>;
  const rest = restOf(order);
  return (
    <div className="min-w-0 space-y-2" data-testid={`refunds-${order.id}`}>
      {order.refunds.length > 0 ? (
        <>
          <ul className="space-y-2">
            {order.refunds.map((refund) => (
              <li key={refund.id} className="rounded-lg bg-neutral-50 px-2 py-1">
                <span className="font-semibold">{price(refund.amount)}</span>{' '}
                <span className="text-muted">{dateText(refund.created_at, locale, 'dateTime')}</span>
                <span className="block">
                  {t('refundBy')}{' '}
                  <Link to={to(`/admin/users/${refund.admin_user_id}`)} className="underline">
                    {refund.admin_name || t('adminFallback', { id: refund.admin_user_id })}
                  </Link>
                </span>
                <span className="block break-words">{t('refundReason', { reason: refund.reason })}</span>
              </li>
            ))}
          </ul>
          <Link to={to(`/admin/audit-log?target_type=order&target_id=${order.id}`)} className="block text-xs underline">
            {t('auditLink')}
          </Link>
        </>
      ) : (
        <span className="block text-muted">{t('noRefunds')}</span>
      )}
      {rest > 0 ? (
        <span className="block" data-testid={`rest-${order.id}`}>
          {t('rest', { amount: price({ ...order.amount, amount: rest }) })}
        </span>
      ) : (
        <span className="block font-semibold">{t('fullyRefunded')}</span>
      )}
      {isRefundable(order) ? (
        <Link
          to={refundAddress(pathname, search, order.id)}
          preventScrollReset
          className="inline-block font-semibold text-red-800 underline"
          aria-label={t('refundLabel', { id: order.id })}
        >
          {t('refund')}
        </Link>
      ) : rest > 0 && order.provider_reference === null ? (
        <span className="block text-xs text-muted">{t('noProviderPayment')}</span>
      ) : null}
    </div>
  );
}
