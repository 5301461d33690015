import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZPaymentSession } from './order.ts';
import {
  ZIncludedTurboAnswer,
  ZPayTurboRequest,
  ZPayVacancyPremiumRequest,
  ZTurboOffer,
  ZUnsubscribeVacancyPremiumRequest,
  ZUseIncludedTurboRequest,
  ZVacancyPremiumParams,
  ZVacancyPremiumTariffs,
} from './promotion.ts';
import { ZSubscriptionAnswer } from './subscription.ts';

const endpoint = endpointsOf({ tags: ['billing'], auth: 'required' });

const PAYING = ['FORBIDDEN', 'COMPANY_REQUIRED', 'OWNER_ONLY', 'PAYMENT_PROVIDER_UNAVAILABLE'] as const;

export const getTurboOffer = endpoint({
  method: 'GET',
  path: '/api/premium/turbo-1',
  summary: 'Turbo: its price and days, and the company’s open vacancies with the placement each has now',
  response: ZTurboOffer,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED'),
});
export const payTurbo = endpoint({
  method: 'POST',
  path: '/api/premium/turbo-1',
  summary: 'Raise one open vacancy to the top of its searches for a week; answers the payment to confirm',
  body: ZPayTurboRequest,
  status: 201,
  response: ZPaymentSession,
  errors: errorsOf(...PAYING, 'PROMO_CODE_INVALID', 'VACANCY_NOT_PROMOTABLE'),
});
export const useIncludedTurbo = endpoint({
  method: 'POST',
  path: '/api/premium/turbo-1/included',
  summary: 'Raise one open vacancy to the top for a week with a turbo the company’s tariff includes this month',
  body: ZUseIncludedTurboRequest,
  status: 201,
  response: ZIncludedTurboAnswer,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED', 'OWNER_ONLY', 'VACANCY_NOT_PROMOTABLE', 'INCLUDED_TURBO_USED_UP'),
});
export const listVacancyPremiumTariffs = endpoint({
  method: 'GET',
  path: '/api/vacancy-premium/tariffs',
  summary: 'A vacancy’s premium: the tariffs, the company’s open vacancies and the premiums it pays for',
  response: ZVacancyPremiumTariffs,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED'),
});
export const payVacancyPremium = endpoint({
  method: 'POST',
  path: '/api/vacancy-premium/tariffs/{tariff}/pay',
  summary: 'Highlight an open vacancy for the tariff’s period, renewed until stopped; answers the payment to confirm',
  params: ZVacancyPremiumParams,
  body: ZPayVacancyPremiumRequest,
  status: 201,
  response: ZPaymentSession,
  errors: errorsOf(...PAYING, 'PROMO_CODE_INVALID', 'VACANCY_NOT_PROMOTABLE', 'ALREADY_SUBSCRIBED'),
});
export const unsubscribeVacancyPremium = endpoint({
  method: 'POST',
  path: '/api/vacancy-premium/tariffs/{tariff}/unsubscribe',
  summary: 'Stop renewing a vacancy’s premium: it stays highlighted to the end of the paid period',
  params: ZVacancyPremiumParams,
  body: ZUnsubscribeVacancyPremiumRequest,
  response: ZSubscriptionAnswer,
  errors: errorsOf(...PAYING, 'SUBSCRIPTION_NOT_FOUND'),
});
