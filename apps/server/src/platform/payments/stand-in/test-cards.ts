import { cardError } from './api-error.ts';

/** Why a charge was refused, as Stripe reports it on a card error and in `last_payment_error`. */
export type Decline = { code: string; decline_code: string; message: string };
/** What charging a card does: null when it goes through. */
export type CardOutcome = Decline | null;

const GENERIC: Decline = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
const INSUFFICIENT: Decline = {
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};
const EXPIRED: Decline = { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' };
const WRONG_CVC: Decline = {
  code: 'incorrect_cvc',
  decline_code: 'incorrect_cvc',
  message: "Your card's security code is incorrect.",
};

/**
 * Stripe's test numbers, by what they do when paid with now and when charged later without the holder (renewals).
 * 4000000000000341 departs from Stripe on purpose: Stripe declines even its first charge, but our first charge is the
 * one the person makes in the card form, so it goes through here and only the renewals fail.
 */
const TEST_CARDS: Record<string, { now: CardOutcome; later: CardOutcome }> = {
  '4000000000000002': { now: GENERIC, later: GENERIC },
  '4000000000009995': { now: INSUFFICIENT, later: INSUFFICIENT },
  '4000000000000069': { now: EXPIRED, later: EXPIRED },
  '4000000000000127': { now: WRONG_CVC, later: WRONG_CVC },
  '4000000000000341': { now: null, later: GENERIC },
};

/** Stripe's test payment methods (`payment_method: 'pm_card_visa'`), for confirming from the server in tests. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeCustomerFail: '4000000000000341',
};

/** Any Luhn-valid number not listed goes through, now and later. */
export function outcomesOf(number: string): { now: CardOutcome; later: CardOutcome } {
  return TEST_CARDS[number] ?? { now: null, later: null };
}

export type CardDetails = { number: string; exp_month: number; exp_year: number; cvc: string };

/** Refuses a card Stripe would refuse before charging it: a wrong number, a past or impossible expiry, a bad CVC. */
export function checkCard(card: CardDetails, now = new Date()) {
  if (!/^\d{12,19}$/.test(card.number) || !passesLuhn(card.number)) {
    throw cardError({ code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' });
  }
  if (!(card.exp_month >= 1 && card.exp_month <= 12)) {
    throw cardError({
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
      param: 'exp_month',
    });
  }
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const thisYear = now.getUTCFullYear();
  const isPast = year < thisYear || (year === thisYear && card.exp_month < now.getUTCMonth() + 1);
  if (isPast || year > thisYear + 50) {
    throw cardError({
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
      param: 'exp_year',
    });
  }
  const cvcLength = brandOf(card.number) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    throw cardError({ code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' });
  }
}

function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65)/.test(number)) return 'discover';
  return 'unknown';
}
