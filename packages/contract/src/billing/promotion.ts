import { z } from 'zod';
import { dataOf } from '../envelope.ts';
import { zId } from '../validation.ts';
import { ZMoney, zPromoCode } from './order.ts';
import { VACANCY_PREMIUM_TARIFFS } from './prices.ts';
import { ZSubscription } from './subscription.ts';

/** One of the company's open vacancies, with the paid placement it has now. */
export const ZPromotableVacancy = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Until when turbo keeps it at the top of its searches; null when it has none. */
  turbo_until: z.string().nullable(),
  /** Until when its premium keeps it highlighted; null when it has none. */
  premium_until: z.string().nullable(),
});
export type TPromotableVacancy = z.infer<typeof ZPromotableVacancy>;

/**
 * The turbo raises an employer tariff includes each calendar month (UTC): how many, how many are left, and when the
 * count starts again. Null without an active tariff.
 */
export const ZIncludedTurbos = z.object({
  tariff: z.string(),
  per_month: z.number().int(),
  left: z.number().int(),
  resets_at: z.string(),
});
export type TIncludedTurbos = z.infer<typeof ZIncludedTurbos>;

/** `premium/turbo-1`: one vacancy raised to the top of its searches for `days` days, paid once or included. */
export const ZTurboOffer = dataOf(
  z.object({
    price: ZMoney,
    days: z.number().int(),
    vacancies: z.array(ZPromotableVacancy),
    included: ZIncludedTurbos.nullable(),
  }),
);
export type TTurboOffer = z.infer<typeof ZTurboOffer>['data'];

export const ZPayTurboRequest = z.object({ vacancy_id: zId, promo_code: zPromoCode.optional() });

export const ZUseIncludedTurboRequest = z.object({ vacancy_id: zId });
/** A turbo the tariff included: the vacancy is on top from now until `turbo_until`, and what is left this month. */
export const ZIncludedTurboAnswer = dataOf(
  z.object({ vacancy_id: z.number().int(), turbo_until: z.string(), included: ZIncludedTurbos }),
);

/** A vacancy's premium: highlighted and listed among the VIP vacancies, renewed each period until stopped. */
export const ZVacancyPremiumTariffs = dataOf(
  z.object({
    list: z.array(z.object({ tariff: z.enum(VACANCY_PREMIUM_TARIFFS), price: ZMoney, days: z.number().int() })),
    vacancies: z.array(ZPromotableVacancy),
    subscriptions: z.array(ZSubscription),
  }),
);

export const ZVacancyPremiumParams = z.object({ tariff: z.enum(VACANCY_PREMIUM_TARIFFS) });
export const ZPayVacancyPremiumRequest = z.object({ vacancy_id: zId, promo_code: zPromoCode.optional() });
export const ZUnsubscribeVacancyPremiumRequest = z.object({ vacancy_id: zId });
