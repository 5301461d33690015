import {
  type Dinero,
  dinero,
  maximum,
  multiply,
  subtract,
  toDecimal,
  toSnapshot,
  transformScale,
  USD,
  up,
} from 'dinero.js';
import { BILLING, type Locale } from '../constants.ts';

/** An amount as the API carries it: integer minor units (cents) and the currency's code. Never a float. */
export type TMoney = { amount: number; currency: typeof BILLING.currency };

/** A promo code's discount (spec section 3): `amount` in minor units off first, then `percent` off what is left. */
export type TPromoDiscount = { amount: number; percent: number };

const CURRENCIES = { USD } as const;

const toDinero = (money: TMoney): Dinero<number> =>
  dinero({ amount: money.amount, currency: CURRENCIES[money.currency] });
const fromDinero = (value: Dinero<number>): TMoney => {
  const { amount, currency } = toSnapshot(value);
  return { amount, currency: currency.code as TMoney['currency'] };
};

export const money = (amount: number): TMoney => ({ amount, currency: BILLING.currency });

/**
 * Spec section 5's promo rule, in one place: the amount comes off first, then the percent of what is left; a part of a
 * cent rounds up (the buyer never pays less than the rule says, by a fraction either); and the result is never below
 * `BILLING.minPriceMinor`.
 */
export function priceAfterPromo(price: TMoney, discount: TPromoDiscount | null): TMoney {
  if (!discount) return price;
  const floor = toDinero(money(BILLING.minPriceMinor));
  const lessAmount = subtract(toDinero(price), toDinero({ ...price, amount: discount.amount }));
  // Percent in hundredths, so 12.5 % works: (100 - percent) / 100 at scale 4, then back to cents, rounding up.
  const kept = Math.round((100 - discount.percent) * 100);
  const lessPercent = transformScale(multiply(lessAmount, { amount: kept, scale: 4 }), 2, up);
  return fromDinero(maximum([lessPercent, floor]));
}

/**
 * "1 234.50" (en), "1 234,50" (de, pl, ru, uk), "30": thousands grouped by spaces as spec section 9 says, in every
 * language, cents only when there are any; the currency's sign and its place are the catalog's (`Billing:price`).
 */
export function amountText(price: TMoney, locale: Locale): string {
  const decimal = toDecimal(toDinero(price));
  const [units = '0', cents = '00'] = decimal.replace('-', '').split('.');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = price.amount < 0 ? '−' : '';
  const point = locale === 'en' ? '.' : ',';
  return cents === '00' ? `${sign}${grouped}` : `${sign}${grouped}${point}${cents}`;
}
