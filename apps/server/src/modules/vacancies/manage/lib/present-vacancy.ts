import {
  type Locale,
  type TCity,
  type TMyVacancy,
  type TVacancy,
  type TVacancyCard,
  type TVacancyModeration,
  type TVacancyState,
  VACANCIES,
} from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { lookupReferences } from '../../../catalogs/index.ts';
import { type CompanyCard, companyDirectory } from '../../../companies/index.ts';
import { referenceIndexOf } from './reference-index.ts';
import { type VacancyRow, vacancyRepo } from './vacancy.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const noCompany = (id: number): CompanyCard => ({ id, slug: '', name: '', logo_id: null, is_listed: false });

/** Cards for a page of vacancies: names of places, specializations, technologies and companies in a few queries. */
export async function presentCards(
  db: Db,
  locale: Locale,
  rows: VacancyRow[],
  /** The cities, when the caller already looked them up with others (the search's facets). */
  knownCities?: Map<number, TCity>,
): Promise<TVacancyCard[]> {
  if (rows.length === 0) return [];
  const [index, cities, companies] = await Promise.all([
    referenceIndexOf(db, locale),
    knownCities ??
      lookupReferences({ db, input: { locale, cityIds: rows.flatMap((row) => row.city_ids) } }).then(
        (references) => references.cities,
      ),
    companyDirectory.cardsByIds(
      db,
      rows.map((row) => row.company_id),
    ),
  ]);
  return rows.map((row) => {
    const company = companies.get(row.company_id) ?? noCompany(row.company_id);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      language: (row.language ?? null) as TVacancyCard['language'],
      company: {
        id: company.id,
        slug: company.slug,
        name: company.name,
        logo_id: company.logo_id,
        is_listed: company.is_listed,
      },
      seniority: row.seniority as TVacancyCard['seniority'],
      experience: row.experience as TVacancyCard['experience'],
      english_level: row.english_level as TVacancyCard['english_level'],
      budget: row.budget,
      budget2: row.budget2,
      currency: row.currency as TVacancyCard['currency'],
      job_types: row.job_types as TVacancyCard['job_types'],
      employment: row.employment as TVacancyCard['employment'],
      is_remote: row.is_remote,
      cities: row.city_ids.flatMap((id) => {
        const city = cities.get(id);
        return city
          ? [{ id, slug: city.slug, name: city.name, country_id: city.country_id, country_code: city.country_code }]
          : [];
      }),
      specializations: row.specialization_ids.flatMap((id) => {
        const found = index.specializations.byId.get(id);
        return found ? [{ id, slug: found.slug, name: found.name }] : [];
      }),
      keywords: row.keyword_ids.flatMap((id) => {
        const found = index.keywords.byId.get(id);
        return found ? [{ id, slug: found.slug, name: found.name }] : [];
      }),
      hiring_bonus: row.hiring_bonus,
      is_vip: row.is_vip,
      is_top: row.is_top,
      published_at: row.published_at.toISOString(),
    };
  });
}

export const canRaiseAt = (row: VacancyRow) => new Date(row.published_at.getTime() + VACANCIES.raiseIntervalS * 1000);

/** The company's own view of one of its vacancies (its manage list). */
export async function presentMine(db: Db, locale: Locale, rows: VacancyRow[]): Promise<TMyVacancy[]> {
  const cards = await presentCards(db, locale, rows);
  return cards.map((card, i) => {
    const row = rows[i] as VacancyRow;
    return {
      ...card,
      moderation_status: row.moderation_status as TVacancyModeration,
      moderation_note: row.moderation_note,
      state: row.state as TVacancyState,
      can_raise_at: canRaiseAt(row).toISOString(),
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  });
}

/** One vacancy with everything the company entered. */
export async function presentVacancy(
  db: Db,
  locale: Locale,
  row: VacancyRow,
  options: { canManage: boolean },
): Promise<TVacancy> {
  const [[card], questions, index] = await Promise.all([
    presentMine(db, locale, [row]),
    vacancyRepo.questionsOf(db, row.id),
    referenceIndexOf(db, locale),
  ]);
  const mine = card as TMyVacancy;
  return {
    ...mine,
    description: row.description,
    questions: questions.map((question) => ({ id: question.id, text: question.text })),
    countries: row.country_ids.flatMap((id) => {
      const country = index.countries.byId.get(id);
      return country ? [{ id, slug: country.slug, name: country.name, code: country.code }] : [];
    }),
    valid_through: new Date(row.published_at.getTime() + VACANCIES.validForDays * DAY_MS).toISOString(),
    can_manage: options.canManage,
  };
}
