import { z } from 'zod';
import { dataOf, listOf } from '../envelope.ts';
import { zEmail, zId } from '../validation.ts';
import { ZMoney, zPromoCode } from './order.ts';
import { BILLING_PERIODS, EMPLOYER_TARIFFS, RECURRING_PRODUCTS } from './prices.ts';

/** As the provider reports it: `incomplete` until the first payment, `past_due` while a renewal is retried. */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'canceled'] as const;

export const ZSubscription = z
  .object({
    id: z.number().int(),
    product: z.enum(RECURRING_PRODUCTS),
    tariff: z.string().nullable(),
    period: z.enum(['week', 'month', 'year']),
    subject_id: z.number().int().nullable(),
    title: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    amount: ZMoney,
    /** Paid up to here; renewed then unless `cancel_at_period_end`. */
    current_period_end: z.string().nullable(),
    cancel_at_period_end: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Subscription' });
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZSubscriptionsAnswer = listOf(ZSubscription);
export const ZSubscriptionAnswer = dataOf(ZSubscription);
export const ZSubscriptionParams = z.object({ id: zId });

/** An employer tariff, monthly or yearly; the first payment is taken on the page the answer leads to. */
export const ZCreateSubscriptionRequest = z.object({
  tariff: z.enum(EMPLOYER_TARIFFS),
  period: z.enum(BILLING_PERIODS),
  promo_code: zPromoCode.optional(),
});
export type TCreateSubscriptionRequest = z.infer<typeof ZCreateSubscriptionRequest>;

/** Turns the renewal off (ends at the period's end) or back on while the period lasts. */
export const ZUpdateSubscriptionRequest = z.object({ cancel_at_period_end: z.boolean() });

/** A visitor of the pricing page asks for the tariffs by e-mail. */
export const ZSubscriptionEmailRequest = z.object({ email: zEmail });
