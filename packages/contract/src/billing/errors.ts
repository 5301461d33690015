import { COMPANY_ERRORS } from '../companies/errors.ts';
import { VACANCY_ERRORS } from '../vacancies/errors.ts';

/** The billing domain's error codes and their statuses; each endpoint declares the ones it may answer. */
export const BILLING_ERRORS = {
  /** The company's payments are the owner's: members are told to ask the owner (spec section 6). */
  OWNER_ONLY: COMPANY_ERRORS.OWNER_ONLY,
  COMPANY_REQUIRED: VACANCY_ERRORS.COMPANY_REQUIRED,
  /** Behind a product flag that is off here (company premium, the community directory). */
  PRODUCT_NOT_OFFERED: 404,
  /** Unknown, expired, used up, or not for this product: one answer, so codes cannot be told apart by guessing. */
  PROMO_CODE_INVALID: 422,
  /** The account already pays for it: change or cancel the running subscription instead. */
  ALREADY_SUBSCRIBED: 409,
  SUBSCRIPTION_NOT_FOUND: 404,
  /** Not an accepted job offer of the company's team, or reported already. */
  HIRE_NOT_REPORTABLE: 422,
  HIRE_NOT_FOUND: 404,
  /** Paid, or being paid: the hire stays on record. */
  HIRE_PAID: 409,
  /** Not the company's, or not open and approved: only a vacancy people can find may be raised. */
  VACANCY_NOT_PROMOTABLE: 404,
  /** The tariff's turbo raises of this month are taken, or the company has no active tariff: turbo is paid then. */
  INCLUDED_TURBO_USED_UP: 409,
  ORDER_NOT_FOUND: 404,
  /** An invoice exists once the provider has confirmed the payment. */
  ORDER_NOT_PAID: 409,
  /** Paid already: there is nothing left to pay. */
  ORDER_ALREADY_PAID: 409,
  /** More than what is left of the order after its earlier refunds. */
  REFUND_TOO_LARGE: 422,
  /** The payment provider could not be reached or refused our request: nothing was charged. */
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  /** A webhook whose signature does not match its body and our secret, or too old to be replayed. */
  WEBHOOK_SIGNATURE_INVALID: 400,
} as const;
