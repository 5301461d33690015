import { z } from 'zod';
import { dataOf } from '../envelope.ts';
import { ZMoney, ZOrder, zPromoCode } from './order.ts';
import { BILLING_PERIODS } from './prices.ts';
import { ZSubscription } from './subscription.ts';

/**
 * Company premium (spec sections 5 and 9): while the flag is on, a company posts vacancies only while it is paid.
 * `enabled` says whether the flag is on here; `can_send_job_offer` is what the vacancy wizard's rule reads.
 */
export const ZCompanyPremium = dataOf(
  z.object({
    enabled: z.boolean(),
    can_send_job_offer: z.boolean(),
    prices: z.object({ month: ZMoney, year: ZMoney }),
    subscription: ZSubscription.nullable(),
    /** A payment started and not yet confirmed by the provider. */
    pending_order: ZOrder.nullable(),
  }),
);

export const ZPayCompanyPremiumRequest = z.object({
  period: z.enum(BILLING_PERIODS),
  promo_code: zPromoCode.optional(),
});
export type TCompanyPremium = z.infer<typeof ZCompanyPremium>['data'];
