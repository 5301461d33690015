import type { TExternalJobCard } from '@hushwork/contract';
import type { TFunction } from 'i18next';

/** Thousands grouped with no-break spaces: "12 000". */
const formatAmount = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/** "3 000 – 5 000 EUR", "from 3 000 EUR", "up to 5 000 EUR", or null when the source gave no salary. */
export function salaryOf(t: TFunction, job: Pick<TExternalJobCard, 'salary_min' | 'salary_max' | 'currency'>) {
  const { salary_min: from, salary_max: to, currency } = job;
  if (!currency) return null;
  if (from !== null && to !== null && from !== to)
    return t('salaryRange', { from: formatAmount(from), to: formatAmount(to), currency });
  if (from !== null) return t('salaryFrom', { amount: formatAmount(from), currency });
  if (to !== null) return t('salaryUpTo', { amount: formatAmount(to), currency });
  return null;
}
