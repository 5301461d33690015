import type { Locale, TContinent, TCountry, TKeyword, TSpecialization } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { keptAnswers } from '../../../../platform/db/kept-answers.ts';
import { listReferenceData } from '../../../catalogs/index.ts';

type Indexed<T extends { id: number; slug: string }> = { byId: Map<number, T>; bySlug: Map<string, T> };
export type ReferenceIndex = {
  keywords: Indexed<TKeyword>;
  specializations: Indexed<TSpecialization>;
  countries: Indexed<TCountry>;
  continents: Indexed<TContinent>;
  /** Seniority names by key. */
  seniority: Map<string, string>;
};

/** Reference lists change with a deploy or an admin's edit, rarely: a few minutes' staleness is harmless. */
const indexes = keptAnswers(5 * 60 * 1000);

const indexed = <T extends { id: number; slug: string }>(rows: T[]): Indexed<T> => ({
  byId: new Map(rows.map((row) => [row.id, row])),
  bySlug: new Map(rows.map((row) => [row.slug, row])),
});

async function build(db: Db, locale: Locale): Promise<ReferenceIndex> {
  const data = await listReferenceData({ db, input: { locale } });
  return {
    keywords: indexed(data.keywords),
    specializations: indexed(data.specializations),
    countries: indexed(data.countries),
    continents: indexed(data.continents),
    seniority: new Map(data.seniority.map((option) => [option.key, option.name])),
  };
}

/**
 * Technologies, specializations, countries and continents by id and slug in one language, held in memory (a few
 * hundred rows each): presenting a page of vacancies or resolving a landing route costs no query for them.
 */
export function referenceIndexOf(db: Db, locale: Locale): Promise<ReferenceIndex> {
  return indexes.get(db, locale, () => build(db, locale));
}
