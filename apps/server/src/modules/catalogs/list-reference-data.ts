import {
  type Locale,
  SPECIALIZATION_TYPE_IDS,
  type TCatalogOption,
  type TContinent,
  type TCountry,
  type TKeyword,
  type TSpecialization,
} from '@hushwork/contract';
import type { Db } from '../../platform/db/database.ts';
import { placeRepo } from './place.repo.ts';
import { referenceIndexOf } from './reference-index.ts';

export type ReferenceData = {
  keywords: TKeyword[];
  specializations: TSpecialization[];
  countries: TCountry[];
  continents: TContinent[];
  seniority: TCatalogOption[];
};

/** Far above any of these lists' size; cities are not among them (too many to hold). */
const ALL = 100_000;

/**
 * Every technology, specialization, country, continent and seniority level, named in one language: small lists
 * another domain may hold in memory to resolve slugs (the job-openings landing pages) without a query each.
 */
export async function listReferenceData({ db, input }: { db: Db; input: { locale: Locale } }): Promise<ReferenceData> {
  const { locale } = input;
  const [keywords, specializations, countries, continents, options] = await Promise.all([
    referenceIndexOf(db).listKeywords({ locale, limit: ALL }),
    referenceIndexOf(db).listSpecializations({ locale, typeIds: SPECIALIZATION_TYPE_IDS, limit: ALL }),
    placeRepo.listCountries(db, { locale, limit: ALL, orderBy: 'name' }),
    placeRepo.listContinents(db, locale),
    referenceIndexOf(db).listOptions(locale, ['seniority']),
  ]);
  return {
    keywords,
    specializations,
    countries,
    continents,
    seniority: options.map(({ key, name }) => ({ key, name })),
  };
}
