import type { TCurrency } from '@hushwork/contract';
import { groupThousands } from './amounts.ts';

/** "2 500–4 000 USD", "from 2 500 USD", "up to 4 000 USD", or null when the company gave no salary. */
export function salaryText(
  budget: number | null,
  budget2: number | null,
  currency: TCurrency,
  t: (key: string, params?: Record<string, string>) => string,
): string | null {
  const amount = (value: number) => groupThousands(String(value));
  if (budget !== null && budget2 !== null && budget !== budget2) {
    return t('salaryRange', { from: amount(budget), to: amount(budget2), currency });
  }
  if (budget !== null)
    return t(budget2 === null ? 'salaryFromOnly' : 'salaryExact', { from: amount(budget), currency });
  if (budget2 !== null) return t('salaryUpTo', { to: amount(budget2), currency });
  return null;
}
