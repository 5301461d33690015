import { billing, PAY_STATUSES, PRODUCTS, type TAdminOrder, type TAdminOrdersQuery } from '@hushwork/contract';
import { z } from 'zod';

/** Posted beside the refund's fields: what the post does and which order it is about. */
export const REFUND_FORM_CONTROLS = ['intent', 'id'];

/**
 * The refund as an admin types it: the amount in dollars and cents ("12.50", or "12,50" as most of our languages
 * write it), and the reason by the contract's own rule. The action turns the amount into the cents the API takes.
 */
export const ZRefundForm = z.object({
  amount: z
    .string({ error: 'validation:required' })
    .trim()
    .regex(/^\d{1,6}([.,]\d{1,2})?$/, { error: 'validation:moneyAmount' }),
  reason: billing.refundOrder.body.shape.reason,
});

/** "12,5" → 1250: the typed amount in cents, after `ZRefundForm` has accepted it. */
export function centsOf(typed: string): number {
  const [whole = '0', fraction = ''] = typed.trim().replace(',', '.').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the amount field starts: "30.00", or "30,00" where the language writes a decimal comma; no grouping. */
export const typedOf = (cents: number, locale: string): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
    cents / 100,
  );

/** What of a paid order can still be given back, in cents. */
export const restOf = (order: TAdminOrder): number => order.amount.amount - order.refunded.amount;

/**
 * An order an admin may refund from the list: paid through the provider (the demo's seeded history was not) with
 * something left to give back.
 */
export const isRefundable = (order: TAdminOrder): boolean =>
  order.pay_status === 'Paid' && order.provider_reference !== null && restOf(order) > 0;

const pick = <T extends string>(value: string | null, allowed: readonly T[]) =>
  allowed.find((candidate) => candidate === value);

/** The list's query as its address holds it; a value the API would refuse is left out, not sent. */
export function ordersQueryOf(url: URL): TAdminOrdersQuery {
  const params = url.searchParams;
  const page = Number(params.get('page') ?? '1');
  return {
    status: pick(params.get('status'), PAY_STATUSES),
    product: pick(params.get('product'), PRODUCTS),
    page: Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1,
  };
}

/** An id of the address or the form, or null for anything a row id cannot be. */
export function idOf(value: string | null | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 && String(id) === value ? id : null;
}

/** The list's address without the open refund: where the dialog closes to and a refund returns to. */
export function listAddressOf(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('refund');
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}
