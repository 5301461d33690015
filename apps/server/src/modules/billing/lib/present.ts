import { type Locale, money, type TOrder, type TPayStatus, type TSubscription } from '@hushwork/contract';
import { i18nOf, translate } from '../../../platform/i18n/server-i18n.ts';
import type { OrderRow } from './order.repo.ts';
import type { SubscriptionRow } from './subscription.repo.ts';

/** "Company premium · yearly", "Growth tariff · monthly": the words of an order or subscription in the reader's language. */
export function titleOf(
  row: { product: string; tariff: string | null; period: string | null },
  locale: Locale,
): string {
  const name = translate(locale, `Billing:product.${row.product}`, {
    tariff: row.tariff ? translate(locale, `Billing:tariff.${row.tariff}`) : '',
  });
  return row.period ? `${name} · ${translate(locale, `Billing:every.${row.period}`)}` : name;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A rejection's code as the provider gave it, and the words for it (a code we have no words for reads as declined). */
function rejectionOf(code: string | null, locale: Locale) {
  if (!code) return null;
  const key = `Billing:decline.${code}`;
  return { code, message: translate(locale, i18nOf(locale).exists(key) ? key : 'Billing:decline.card_declined') };
}

export function presentOrder(row: OrderRow, locale: Locale): TOrder {
  return {
    id: row.id,
    product: row.product as TOrder['product'],
    tariff: row.tariff,
    period: (row.period as TOrder['period']) ?? null,
    subject_id: row.subject_id,
    title: titleOf(row, locale),
    amount: money(row.amount_minor),
    list_amount: money(row.list_amount_minor),
    promo_code: row.promo_code,
    pay_status: row.pay_status as TPayStatus,
    rejection: row.pay_status === 'PayRejected' ? rejectionOf(row.reject_code, locale) : null,
    created_at: row.created_at.toISOString(),
    paid_at: iso(row.paid_at),
    paid_until: iso(row.paid_until),
    refunded: money(row.refunded_minor),
    invoice_number: row.invoice_number,
  };
}

export function presentSubscription(row: SubscriptionRow, locale: Locale): TSubscription {
  return {
    id: row.id,
    product: row.product as TSubscription['product'],
    tariff: row.tariff,
    period: row.period as TSubscription['period'],
    subject_id: row.subject_id,
    title: titleOf(row, locale),
    status: row.status as TSubscription['status'],
    amount: money(row.amount_minor),
    current_period_end: iso(row.current_period_end),
    cancel_at_period_end: row.cancel_at_period_end,
    created_at: row.created_at.toISOString(),
  };
}
