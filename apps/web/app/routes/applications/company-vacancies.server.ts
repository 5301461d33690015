import { vacancies } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { callApi } from '../../lib/api.ts';
import { serverApi } from '../../lib/api-transport.server.ts';

export type VacancyChoice = { id: number; title: string; isOpen: boolean };

/** Pages of the company's vacancies read for a choice list: a filter or an offer names one of the first hundred. */
const MAX_PAGES = 5;

/**
 * The company's vacancies as choices (newest first): to filter responses by, or to offer to a candidate, which only
 * an approved, active one may be (`isOpen`).
 */
export async function companyVacancyChoices(context: AppLoadContext, locale: string): Promise<VacancyChoice[]> {
  const api = serverApi(context);
  const pageOf = (page: number) => callApi(api, vacancies.listMyVacancies, { query: { state: 'all', page }, locale });
  const first = await pageOf(1);
  if (!first.ok) return [];
  const rest = await Promise.all(
    Array.from({ length: Math.min(first.data.pages, MAX_PAGES) - 1 }, (_, index) => pageOf(index + 2)),
  );
  return [first, ...rest]
    .flatMap((answer) => (answer.ok ? answer.data.list : []))
    .map((vacancy) => ({
      id: vacancy.id,
      title: vacancy.title,
      isOpen: vacancy.moderation_status === 'approved' && vacancy.state === 'active',
    }));
}
