import { z } from 'zod';
import { BILLING } from '../constants.ts';
import { dataOf } from '../envelope.ts';
import { MAILING_MODES, type TMailingMode } from '../resumes/mailing.ts';
import { money, type TMoney } from './money.ts';
import { ZMoney, ZOrder, zPromoCode } from './order.ts';

/** Spec section 9: a one-time mailing 6, the monthly autosender 8. */
export const resumeMailingPrice = (mode: TMailingMode): TMoney => money(BILLING.resumeMailing[mode]);

export const ZPayResumeMailingRequest = z.object({ promo_code: zPromoCode.optional() });

export const ZResumeMailingPaymentInfo = dataOf(
  z.object({
    mailing_id: z.number().int(),
    mode: z.enum(MAILING_MODES),
    price: ZMoney,
    /** `auto` renews monthly until it is deleted. */
    period: z.enum(['month']).nullable(),
    /** The newest order of this mailing, null before the first pay call. */
    order: ZOrder.nullable(),
  }),
);
export type TResumeMailingPaymentInfo = z.infer<typeof ZResumeMailingPaymentInfo>['data'];
