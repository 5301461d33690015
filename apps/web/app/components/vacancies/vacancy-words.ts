import type { TVacancyCard } from '@hushwork/contract';
import type { TFunction } from 'i18next';

/** The wizard's choices as the `Vacancies` catalog words them (`experience.3y_plus`: a key has no dots or pluses). */
export type ChoiceKind = 'seniority' | 'experience' | 'englishLevel' | 'jobType' | 'employment';
export const choiceKey = (kind: ChoiceKind, value: string) =>
  `${kind}.${value.replace(/\./g, '_').replace(/\+/g, '_plus')}`;

/** Amounts group thousands with spaces (spec section 9), the same on the server and in the browser. */
export const formatAmount = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/** "3 000 – 5 000 USD", "from 3 000 USD", "up to 5 000 USD", or null when the company gave no salary. */
export function salaryOf(t: TFunction, vacancy: Pick<TVacancyCard, 'budget' | 'budget2' | 'currency'>) {
  const { budget, budget2, currency } = vacancy;
  if (budget !== null && budget2 !== null && budget !== budget2) {
    return t('salaryRange', { from: formatAmount(budget), to: formatAmount(budget2), currency });
  }
  if (budget !== null) return t('salaryFrom', { amount: formatAmount(budget), currency });
  if (budget2 !== null) return t('salaryUpTo', { amount: formatAmount(budget2), currency });
  return null;
}

/** Where the vacancy is: its cities, and "Remote" when it takes remote work. */
export function placesOf(t: TFunction, vacancy: Pick<TVacancyCard, 'cities' | 'is_remote'>) {
  const places = vacancy.cities.map((city) => city.name);
  if (vacancy.is_remote) places.push(t('remote'));
  return places.join(', ');
}
