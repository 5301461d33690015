import { BILLING, type BillingPeriod } from '../constants.ts';
import { money, type TMoney } from './money.ts';

/** What an order pays for (spec section 1's paid things). */
export const PRODUCTS = [
  'company_premium',
  'employer_tariff',
  'turbo',
  'vacancy_premium',
  'successful_hiring',
  'resume_mailing',
  'community_plan',
] as const;
export type TProduct = (typeof PRODUCTS)[number];

export const EMPLOYER_TARIFFS = Object.keys(BILLING.employerTariffs) as (keyof typeof BILLING.employerTariffs)[];
export type TEmployerTariff = (typeof EMPLOYER_TARIFFS)[number];
export const VACANCY_PREMIUM_TARIFFS = Object.keys(BILLING.vacancyPremium) as (keyof typeof BILLING.vacancyPremium)[];
export type TVacancyPremiumTariff = (typeof VACANCY_PREMIUM_TARIFFS)[number];
export const BILLING_PERIODS = ['month', 'year'] as const satisfies readonly BillingPeriod[];

/** The recurring things: each is a subscription at the provider, renewed until it is cancelled. */
export const RECURRING_PRODUCTS = ['company_premium', 'employer_tariff', 'vacancy_premium', 'community_plan'] as const;

export const companyPremiumPrice = (period: BillingPeriod): TMoney => money(BILLING.companyPremium[period]);
export const employerTariffPrice = (tariff: TEmployerTariff, period: BillingPeriod): TMoney =>
  money(BILLING.employerTariffs[tariff][period]);
export const vacancyPremiumPrice = (tariff: TVacancyPremiumTariff): TMoney =>
  money(BILLING.vacancyPremium[tariff].priceMinor);
/** The community directory's paid plans (`month`, `year`); the demo is free. */
export const COMMUNITY_PAID_PLANS = ['month', 'year'] as const satisfies readonly BillingPeriod[];
export type TCommunityPaidPlan = (typeof COMMUNITY_PAID_PLANS)[number];
export const communityPlanPrice = (plan: TCommunityPaidPlan): TMoney => money(BILLING.community[plan].priceMinor);
export const turboPrice = (): TMoney => money(BILLING.turbo.priceMinor);

/** A yearly price's share of one month, rounded down to a cent: what "19 per month" on the pricing page reads. */
export const perMonth = (yearly: TMoney): TMoney => ({ ...yearly, amount: Math.floor(yearly.amount / 12) });

/** How much a year saves against twelve months, in whole percent (rounded down: never promise more than it saves). */
export const yearlySaving = (monthly: TMoney, yearly: TMoney): number =>
  Math.floor(((monthly.amount * 12 - yearly.amount) * 100) / (monthly.amount * 12));
