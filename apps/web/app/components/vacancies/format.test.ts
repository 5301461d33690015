import { describe, expect, it } from 'vitest';
import { salaryText } from './format.ts';

const t = (key: string, params?: Record<string, string>) => `${key}:${JSON.stringify(params)}`;

describe('vacancy figures as the company pages show them', () => {
  it('words a salary range, either end alone, or nothing', () => {
    expect(salaryText(25000, 40000, 'USD', t)).toBe('salaryRange:{"from":"25 000","to":"40 000","currency":"USD"}');
    expect(salaryText(2500, null, 'EUR', t)).toBe('salaryFromOnly:{"from":"2 500","currency":"EUR"}');
    expect(salaryText(3000, 3000, 'PLN', t)).toBe('salaryExact:{"from":"3 000","currency":"PLN"}');
    expect(salaryText(null, 4000, 'UAH', t)).toBe('salaryUpTo:{"to":"4 000","currency":"UAH"}');
    expect(salaryText(null, null, 'USD', t)).toBeNull();
  });
});
