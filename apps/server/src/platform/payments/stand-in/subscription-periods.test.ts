import { describe, expect, it } from 'vitest';
import { addIntervals } from './subscription-periods.ts';

const at = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day, 9) / 1000;
const monthly = {
  interval: 'month',
  interval_count: 1,
  meter: null,
  trial_period_days: null,
  usage_type: 'licensed',
} as const;

describe('addIntervals', () => {
  it('keeps the anchor’s day of month, or the month’s last day when it is shorter', () => {
    expect(addIntervals(at(2031, 1, 31), monthly, 1)).toBe(at(2031, 2, 28));
    expect(addIntervals(at(2031, 1, 31), monthly, 2)).toBe(at(2031, 3, 31));
    expect(addIntervals(at(2032, 1, 31), monthly, 1)).toBe(at(2032, 2, 29));
  });

  it('adds years and days', () => {
    expect(addIntervals(at(2032, 2, 29), { ...monthly, interval: 'year' }, 1)).toBe(at(2033, 2, 28));
    expect(addIntervals(at(2031, 1, 1), { ...monthly, interval: 'day', interval_count: 3 }, 2)).toBe(at(2031, 1, 7));
  });
});
