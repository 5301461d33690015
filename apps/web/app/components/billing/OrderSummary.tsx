import { money, type TOrder } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { usePrice } from './use-price.ts';

/** What an order is for and what it costs: the list price, the promo code's discount, and the amount to pay. */
export function OrderSummary({ order }: { order: TOrder }) {
  const { t } = useTranslation('Pricing');
  const price = usePrice();
  const discount = order.list_amount.amount - order.amount.amount;
  return (
    <div>
      <p className="text-sm text-muted">{t('order.number', { id: order.id })}</p>
      <p className="mt-1 font-semibold">{order.title}</p>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('order.listPrice')}</dt>
          <dd>{price(order.list_amount)}</dd>
        </div>
        {order.promo_code ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t('order.promo', { code: order.promo_code })}</dt>
            <dd>−{price(money(discount))}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-neutral-200 pt-3 text-base font-semibold">
          <dt>{t('order.total')}</dt>
          <dd data-testid="order-total">{price(order.amount)}</dd>
        </div>
      </dl>
    </div>
  );
}
