import {
  BILLING,
  communityPlanPrice,
  companyPremiumPrice,
  EMPLOYER_TARIFFS,
  employerTariffPrice,
  money,
  priceAfterPromo,
  RATE_LIMITS,
  type TMoney,
  type TPromoCheckRequest,
  turboPrice,
  VACANCY_PREMIUM_TARIFFS,
  vacancyPremiumPrice,
} from '@hushwork/contract';

import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { promoFor } from '../lib/promo.ts';

export type CheckPromoCodeOptions = UseCaseArgs<TPromoCheckRequest, 'clock' | 'limiter'> & {
  companyPremium: boolean;
  community: boolean;
};

/** The list price of what the buyer is about to pay for, as the pricing pages show it. */
function listPriceOf(input: TPromoCheckRequest, companyPremium: boolean, community: boolean): TMoney {
  const period = input.period ?? 'month';
  switch (input.product) {
    case 'company_premium':
      if (!companyPremium) throw new AppError('PRODUCT_NOT_OFFERED');
      return companyPremiumPrice(period);
    case 'employer_tariff': {
      const tariff = EMPLOYER_TARIFFS.find((name) => name === input.tariff) ?? EMPLOYER_TARIFFS[0]!;
      return employerTariffPrice(tariff, period);
    }
    case 'vacancy_premium': {
      const tariff = VACANCY_PREMIUM_TARIFFS.find((name) => name === input.tariff) ?? VACANCY_PREMIUM_TARIFFS[0]!;
      return vacancyPremiumPrice(tariff);
    }
    case 'turbo':
      return turboPrice();
    case 'successful_hiring':
      return money(BILLING.successfulHiring.feeMinor);
    case 'resume_mailing':
      return money(input.tariff === 'auto' ? BILLING.resumeMailing.auto : BILLING.resumeMailing.one_time);
    case 'community_plan':
      if (!community) throw new AppError('PRODUCT_NOT_OFFERED');
      return communityPlanPrice(input.tariff === 'year' || input.period === 'year' ? 'year' : 'month');
  }
}

/**
 * The price with a promo code, before paying: the same rule the payment applies (spec section 5). Codes are guessed
 * by bots, so each account and address checks a few a minute.
 */
export async function checkPromoCode({
  actor,
  input,
  db,
  clock,
  limiter,
  companyPremium,
  community,
}: CheckPromoCodeOptions) {
  requirePermission(actor, 'create:order:own');
  await limiter.consume(RATE_LIMITS.promoCheckPerUser, `promo-check:${actor.user_id}`);
  const list = listPriceOf(input, companyPremium, community);
  const promo = await promoFor(db, input.code, input.product, clock.now(), 'code');
  const discount = promo?.discount ?? { amount: 0, percent: 0 };
  return { code: input.code, discount, list_amount: list, amount: priceAfterPromo(list, discount) };
}
