import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BILLING } from '../constants.ts';
import { amountText, money, priceAfterPromo } from './money.ts';

const cents = fc.integer({ min: 0, max: 10_000_000 });
const percents = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);

/** The rule as spec section 5 words it, in exact integer arithmetic (hundredths of a percent, so no float). */
function byTheRule(price: number, off: number, percent: number) {
  const afterAmount = price - off;
  const keptHundredths = Math.round((100 - percent) * 100);
  const numerator = afterAmount * keptHundredths;
  const afterPercent = afterAmount <= 0 ? afterAmount : Math.ceil(numerator / 10_000);
  return Math.max(afterPercent, BILLING.minPriceMinor);
}

describe('priceAfterPromo', () => {
  it('takes the amount off, then the percent of the rest, rounds a part of a cent up and never goes below 1', () => {
    fc.assert(
      fc.property(cents, cents, percents, (price, off, percent) => {
        const after = priceAfterPromo(money(price), { amount: off, percent });
        expect(after).toEqual(money(byTheRule(price, off, percent)));
      }),
    );
  });

  it('never charges more than the price, nor less than the minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: BILLING.minPriceMinor, max: 10_000_000 }),
        cents,
        percents,
        (price, off, percent) => {
          const { amount } = priceAfterPromo(money(price), { amount: off, percent });
          expect(amount).toBeLessThanOrEqual(price);
          expect(amount).toBeGreaterThanOrEqual(BILLING.minPriceMinor);
          expect(Number.isInteger(amount)).toBe(true);
        },
      ),
    );
  });

  it('applies the amount before the percent, which is what the buyer would notice', () => {
    // 30.00 − 5.00 = 25.00, less 10 % = 22.50; the other order would be 22.00.
    expect(priceAfterPromo(money(3_000), { amount: 500, percent: 10 })).toEqual(money(2_250));
    // 9.99 less 12.5 % = 8.74125: up to 8.75.
    expect(priceAfterPromo(money(999), { amount: 0, percent: 12.5 })).toEqual(money(875));
    expect(priceAfterPromo(money(3_000), { amount: 0, percent: 100 })).toEqual(money(BILLING.minPriceMinor));
    expect(priceAfterPromo(money(3_000), null)).toEqual(money(3_000));
  });
});

describe('amountText', () => {
  it('groups thousands by spaces in every language and shows cents only when there are any', () => {
    expect(amountText(money(22_800), 'en')).toBe('228');
    expect(amountText(money(123_456_789), 'en')).toBe('1 234 567.89');
    expect(amountText(money(123_456_789), 'de')).toBe('1 234 567,89');
    expect(amountText(money(1_000_000), 'uk')).toBe('10 000');
    expect(amountText(money(5), 'pl')).toBe('0,05');
  });
});
