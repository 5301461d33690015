import { z } from 'zod';
import { ZSentOffer } from '../applications/offer.ts';
import { dataOf, listOf } from '../envelope.ts';
import { zId } from '../validation.ts';
import { ZMoney, ZOrder, zPromoCode } from './order.ts';
import { PAY_STATUSES } from './pay-status.ts';

/** A hire the company reported, its fee and how it stands: paid, or due by `due_at`. */
export const ZHire = z
  .object({
    id: z.number().int(),
    offer_id: z.number().int(),
    vacancy: z.object({ id: z.number().int(), title: z.string() }),
    fee: ZMoney,
    pay_status: z.enum(PAY_STATUSES),
    order: ZOrder.nullable(),
    due_at: z.string(),
    /** Unpaid past `due_at`: the team's header shows the reminder banner (`Header.UnpaidHiring`). */
    is_overdue: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Hire' });
export type THire = z.infer<typeof ZHire>;

export const ZHiresAnswer = dataOf(z.object({ list: z.array(ZHire), has_overdue: z.boolean() }));
/** The accepted job offers of the company not yet reported: whom it may report as hired. */
export const ZHireCandidatesAnswer = listOf(ZSentOffer);
export const ZHireVacanciesAnswer = listOf(z.object({ id: z.number().int(), title: z.string() }));
export const ZReportHireRequest = z.object({ offer_id: zId });
export const ZHireParams = z.object({ id: zId });
/** The spec's "tokenization result" is the provider's: the card is confirmed in its form; a promo code may apply. */
export const ZPayHireRequest = z.object({ promo_code: zPromoCode.optional() });
export const ZHireAnswer = dataOf(ZHire);
