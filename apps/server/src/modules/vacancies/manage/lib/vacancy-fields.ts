import {
  type Locale,
  type TCity,
  type TCurrency,
  TEXT_LANGUAGE,
  type TSaveVacancy,
  VACANCIES,
} from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import { textLanguageOf } from '../../../../platform/i18n/text-language.ts';
import { lookupReferences } from '../../../catalogs/index.ts';
import { type ReferenceIndex, referenceIndexOf } from './reference-index.ts';
import { plainTextOf, sanitizeDescription } from './sanitize-description.ts';
import type { NewVacancy } from './vacancy.repo.ts';

/** PostgreSQL has stemming for three of our five languages; Polish and Ukrainian words are matched as written. */
const SEARCH_CONFIGS: Record<Locale, string> = {
  en: 'english',
  de: 'german',
  ru: 'russian',
  pl: 'simple',
  uk: 'simple',
};
export const searchConfigOf = (locale: Locale) => SEARCH_CONFIGS[locale];

export const toUsd = (amount: number | null, currency: TCurrency) =>
  amount === null ? null : Math.round(amount * VACANCIES.usdPerUnit[currency]);

const unknown = (field: string) =>
  new AppError('UNKNOWN_REFERENCE', { fields: { [field]: [{ key: 'validation:unknownReference' }] } });
const unique = <T>(items: readonly T[]) => [...new Set(items)];

export type VacancyFields = Omit<NewVacancy, 'company_id' | 'company_name' | 'author_user_id' | 'slug'>;
/** What checking and copying a vacancy's references needs, loaded once for one vacancy or a seed's thousand. */
export type FieldReferences = {
  locale: Locale;
  index: ReferenceIndex;
  english: ReferenceIndex;
  cities: Map<number, TCity>;
};

export async function loadFieldReferences(db: Db, locale: Locale, cityIds: number[]): Promise<FieldReferences> {
  const [index, english, references] = await Promise.all([
    referenceIndexOf(db, locale),
    referenceIndexOf(db, 'en'),
    lookupReferences({ db, input: { locale, cityIds } }),
  ]);
  return { locale, index, english, cities: references.cities };
}

/**
 * The columns a wizard's answer becomes: the description sanitized, every referenced id checked, the cities'
 * countries and continents copied beside them for the filters, the salary in dollars for sorting, and the
 * technologies' names (in the writer's language and in English) for the search vector.
 */
export function buildVacancyFields(references: FieldReferences, input: TSaveVacancy): VacancyFields {
  const { index, english, cities } = references;
  const description = sanitizeDescription(input.description);
  const excerpt = plainTextOf(description, VACANCIES.excerptMax);
  if (!excerpt) {
    throw new AppError('VALIDATION_FAILED', { fields: { description: [{ key: 'validation:required' }] } });
  }
  const specializationIds = unique(input.specialization_ids);
  const keywordIds = unique(input.keyword_ids);
  const cityIds = unique(input.city_ids);
  if (specializationIds.some((id) => !index.specializations.byId.has(id))) throw unknown('specialization_ids');
  if (keywordIds.some((id) => !index.keywords.byId.has(id))) throw unknown('keyword_ids');
  if (cityIds.some((id) => !cities.has(id))) throw unknown('city_ids');
  const countryIds = unique(cityIds.map((id) => cities.get(id)?.country_id ?? 0));
  const continentIds = unique(countryIds.map((id) => index.countries.byId.get(id)?.continent_id ?? 0)).filter(Boolean);
  const keywordNames = keywordIds.flatMap((id) => [
    index.keywords.byId.get(id)?.name,
    english.keywords.byId.get(id)?.name,
  ]);
  return {
    title: input.title,
    description,
    excerpt,
    specialization_ids: specializationIds,
    keyword_ids: keywordIds,
    keywords_text: unique(keywordNames.filter((name): name is string => Boolean(name))).join(' '),
    seniority: input.seniority,
    experience: input.experience,
    english_level: input.english_level,
    budget: input.budget,
    budget2: input.budget2,
    currency: input.currency,
    salary_min_usd: toUsd(input.budget ?? input.budget2, input.currency),
    salary_max_usd: toUsd(input.budget2 ?? input.budget, input.currency),
    job_types: unique(input.job_types),
    employment: unique(input.employment),
    is_remote: input.job_types.includes('is_remote_work'),
    city_ids: cityIds,
    country_ids: countryIds,
    continent_ids: continentIds,
    hiring_bonus: input.hiring_bonus,
    search_config: searchConfigOf(references.locale),
    // Stored, not guessed per page: pages mark the text with `lang` when it differs from theirs.
    language: textLanguageOf(input.title, plainTextOf(description, TEXT_LANGUAGE.sampleMax)),
  };
}

export async function vacancyFieldsOf(db: Db, locale: Locale, input: TSaveVacancy): Promise<VacancyFields> {
  return buildVacancyFields(await loadFieldReferences(db, locale, input.city_ids), input);
}
