import { z } from 'zod';
import { BILLING } from '../constants.ts';
import { dataOf, pagedListOf } from '../envelope.ts';
import { zId } from '../validation.ts';
import { PAY_STATUSES } from './pay-status.ts';
import { PRODUCTS } from './prices.ts';

/** Integer minor units (cents) and the currency: never a float on the wire either. */
export const ZMoney = z
  .object({ amount: z.number().int(), currency: z.literal(BILLING.currency) })
  .meta({ id: 'Money', description: 'An amount in minor units (cents) of its currency' });

/** A promo code as a buyer types it: letters, digits, dashes, case ignored. */
export const zPromoCode = z
  .string()
  .trim()
  .toUpperCase()
  .max(BILLING.promo.codeMax)
  .regex(/^[A-Z0-9-]*$/, { error: 'validation:promoCode' });

/** Why the provider refused a card: its stable code and the words for it in the reader's language. */
export const ZPayRejection = z.object({ code: z.string(), message: z.string() });

export const ZOrder = z
  .object({
    id: z.number().int(),
    product: z.enum(PRODUCTS),
    /** The tariff or plan within the product (`growth`, `week`, `one_time`); null where there is one price. */
    tariff: z.string().nullable(),
    period: z.enum(['month', 'year']).nullable(),
    /** What the order is for: the vacancy raised, the hire paid for; null for the company as a whole. */
    subject_id: z.number().int().nullable(),
    title: z.string(),
    amount: ZMoney,
    /** The price before the promo code; equal to `amount` without one. */
    list_amount: ZMoney,
    promo_code: z.string().nullable(),
    pay_status: z.enum(PAY_STATUSES),
    rejection: ZPayRejection.nullable(),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    /** The paid period's end, for what lasts a period. */
    paid_until: z.string().nullable(),
    refunded: ZMoney,
    /** Set once paid: `HW-2026-000042`; the PDF is at `me/orders/{id}/invoice`. */
    invoice_number: z.string().nullable(),
  })
  .meta({ id: 'Order' });
export type TOrder = z.infer<typeof ZOrder>;

/**
 * What the page needs to take the card: the provider's script and publishable key, and the client secret of this
 * order's payment. The card goes from the provider's own form to the provider; our server never sees it.
 */
export const ZPaymentSession = dataOf(
  z.object({
    order: ZOrder,
    client_secret: z.string(),
    provider: z.object({
      /** `stripe`, or `stand-in`: the local sandbox, labelled as such on the page. */
      kind: z.enum(['stripe', 'stand-in']),
      publishable_key: z.string(),
      script_url: z.string(),
    }),
  }),
);
export type TPaymentSession = z.infer<typeof ZPaymentSession>['data'];

export const ZOrderParams = z.object({ id: zId });
export const ZOrderAnswer = dataOf(ZOrder);
export const ZListOrdersQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const ZOrdersPage = pagedListOf(ZOrder);
