import { RECURRING_PRODUCTS, type TOrder } from '@hushwork/contract';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { invoicePathOf } from '../../../../components/billing/payment-paths.ts';
import { priceText } from '../../../../components/billing/price-text.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { EmptyState } from '../../../../components/ui/EmptyState.tsx';
import { type BadgeTone, StatusBadge } from '../../../../components/ui/StatusBadge.tsx';
import { dateText } from '../../../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../../../lib/use-locale.ts';

export const PAY_TONES: Record<TOrder['pay_status'], BadgeTone> = {
  UnPaid: 'neutral',
  WaitingForPay: 'attention',
  Paid: 'good',
  PayRejected: 'bad',
};

/**
 * A one-time purchase not paid yet, declined, or begun and not finished is the owner's to pay from here. A
 * subscription's first payment is not: a newer one may have replaced it, and the premium page offers the pending one.
 */
const isPayable = (order: TOrder) =>
  (order.pay_status === 'UnPaid' || order.pay_status === 'PayRejected' || order.pay_status === 'WaitingForPay') &&
  !(RECURRING_PRODUCTS as readonly string[]).includes(order.product);

/** The company's orders, newest first, a page at a time: when, what for, how much (with its promo code), how it went. */
export function OrdersTable({ orders, pages, canPay }: { orders: TOrder[]; pages: number; canPay: boolean }) {
  const { t } = useTranslation('BillingAccount');
  const locale = useLocale();
  const to = useLocalePath();
  const date = (order: TOrder) => dateText(order.paid_at ?? order.created_at, locale, 'medium');
  const price = (order: TOrder) => priceText(t, order.amount, locale);
  const columns: Column<TOrder>[] = [
    // What the order is for names its row: the first column, and a card's title on a phone.
    { key: 'what', header: t('orders.what'), cell: (order) => order.title, isRowHeader: true },
    {
      key: 'date',
      header: t('orders.date'),
      cell: date,
      className: 'whitespace-nowrap',
    },
    {
      key: 'amount',
      header: t('orders.amount'),
      cell: (order) => (
        <>
          <span className="font-semibold">{price(order)}</span>
          {order.promo_code ? (
            <span className="block text-xs text-muted">
              {t('orders.promo', { code: order.promo_code })}
              {order.list_amount.amount !== order.amount.amount ? (
                <>
                  {' · '}
                  {t('orders.listPrice', { price: priceText(t, order.list_amount, locale) })}
                </>
              ) : null}
            </span>
          ) : null}
          {order.tariff === 'included' ? (
            <span className="block text-xs text-muted">
              {t('orders.included', { price: priceText(t, order.list_amount, locale) })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      header: t('orders.status'),
      cell: (order) => (
        <>
          <StatusBadge tone={PAY_TONES[order.pay_status]} testId="order-status">
            {t(`payStatus.${order.pay_status}`)}
          </StatusBadge>
          {order.rejection ? <span className="mt-1 block text-xs text-muted">{order.rejection.message}</span> : null}
          {canPay && isPayable(order) ? (
            <div className="mt-2">
              <Button
                to={`${to('/payment')}?order=${order.id}&redirect=${encodeURIComponent(to('/profile/employer/subscriptions'))}`}
                size="sm"
                variant="secondary"
                aria-label={t('orders.payLabel', { title: order.title, date: date(order) })}
              >
                {order.pay_status === 'WaitingForPay' ? t('orders.continue') : t('orders.pay')}
              </Button>
            </div>
          ) : null}
        </>
      ),
    },
    {
      key: 'invoice',
      header: t('orders.invoice'),
      cell: (order) =>
        order.invoice_number ? (
          <a
            href={invoicePathOf(order.id, locale)}
            aria-label={t('orders.downloadInvoice', { number: order.invoice_number })}
            className="inline-flex items-center gap-1 font-semibold text-brand-strong underline"
          >
            <FileDown aria-hidden="true" className="size-4 shrink-0" />
            {order.invoice_number}
          </a>
        ) : (
          <span className="text-muted">{t('orders.noInvoice')}</span>
        ),
      className: 'whitespace-nowrap',
    },
  ];
  return (
    <section aria-labelledby="company-orders" className="mt-10">
      <h2 id="company-orders" className="mb-3 text-lg font-semibold">
        {t('orders.title')}
      </h2>
      <DataTable
        caption={t('orders.title')}
        isCaptionHidden
        columns={columns}
        rows={orders}
        rowId={(order) => order.id}
        empty={<EmptyState title={t('orders.none')} className="" />}
        pages={pages}
      />
    </section>
  );
}
