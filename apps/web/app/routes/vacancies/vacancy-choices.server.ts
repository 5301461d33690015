import { catalogs, type Locale, type TVacancy } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import type { VacancyChoices, VacancyInitial } from '../../components/vacancies/VacancyFormSections.tsx';
import { callApi } from '../../lib/api.ts';
import { serverApi } from '../../lib/api-transport.server.ts';
import { orThrow } from '../../lib/or-throw.ts';

const OPTION_KEYS = ['seniority', 'experience', 'english_levels', 'job_types', 'employment'] as const;
type Named = { id: number; name: string };

/**
 * What the vacancy forms offer, named in the page's language: the job roles, the most used technologies and the
 * option lists of spec section 9. An edited vacancy's own choices are added when they are not among them, so saving
 * keeps them.
 */
export async function loadVacancyChoices(
  context: AppLoadContext,
  locale: Locale,
  vacancy?: TVacancy,
): Promise<VacancyChoices> {
  const api = serverApi(context);
  const [specializations, keywords, options] = await Promise.all([
    callApi(api, catalogs.listSpecializations, { query: { type_id: 2, limit: 40 }, locale }),
    callApi(api, catalogs.listKeywords, { query: { limit: 40 }, locale }),
    callApi(api, catalogs.listCatalogs, { query: { keys: [...OPTION_KEYS] }, locale }),
  ]);
  const lists = orThrow(options);
  const optionsOf = (key: (typeof OPTION_KEYS)[number]) =>
    (lists[key] ?? []).flatMap((entry) =>
      'key' in entry && typeof entry.key === 'string' ? [{ key: entry.key, name: entry.name }] : [],
    );
  const withOwn = (list: Named[], own: Named[] = []) => [
    ...own.filter((item) => !list.some((listed) => listed.id === item.id)),
    ...list,
  ];
  return {
    specializations: withOwn(specializations.ok ? specializations.data.list : [], vacancy?.specializations),
    keywords: withOwn(keywords.ok ? keywords.data.list : [], vacancy?.keywords),
    seniority: optionsOf('seniority'),
    experience: optionsOf('experience'),
    english_levels: optionsOf('english_levels'),
    job_types: optionsOf('job_types'),
    employment: optionsOf('employment'),
  };
}

/** A saved vacancy's lists as the form's starting choices. */
export const initialOf = (vacancy: TVacancy): VacancyInitial => ({
  specialization_ids: vacancy.specializations.map((item) => item.id),
  keyword_ids: vacancy.keywords.map((item) => item.id),
  job_types: vacancy.job_types,
  employment: vacancy.employment,
  cities: vacancy.cities.map((city) => ({ id: city.id, name: city.name })),
  questions: vacancy.questions.map((question) => question.text),
});

/** Amount fields may arrive typed with their grouping spaces (a post before the page's script ran). */
export function withoutGroupingSpaces(form: FormData): FormData {
  const clean = new FormData();
  for (const [name, value] of form) {
    const isAmount = name === 'budget' || name === 'budget2' || name === 'hiring_bonus';
    clean.append(name, isAmount && typeof value === 'string' ? value.replace(/[\s\u00a0\u202f]/g, '') : value);
  }
  return clean;
}
