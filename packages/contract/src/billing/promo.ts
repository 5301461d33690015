import { z } from 'zod';
import { dataOf } from '../envelope.ts';
import { ZMoney, zPromoCode } from './order.ts';
import { BILLING_PERIODS, PRODUCTS } from './prices.ts';

/** Which price a code is checked against: the product and, where it has several, its tariff and period. */
export const ZPromoCheckRequest = z.object({
  code: zPromoCode.pipe(z.string().min(1, { error: 'validation:required' })),
  product: z.enum(PRODUCTS),
  tariff: z.string().max(20).optional(),
  period: z.enum(BILLING_PERIODS).optional(),
});
export type TPromoCheckRequest = z.infer<typeof ZPromoCheckRequest>;

export const ZPromoCheckAnswer = dataOf(
  z.object({
    code: z.string(),
    /** Minor units off first, then percent off what is left (spec section 5). */
    discount: z.object({ amount: z.number().int(), percent: z.number() }),
    list_amount: ZMoney,
    amount: ZMoney,
  }),
);
