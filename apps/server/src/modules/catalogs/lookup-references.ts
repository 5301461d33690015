import {
  type Locale,
  SPECIALIZATION_TYPE_IDS,
  type TCity,
  type TKeyword,
  type TSpecialization,
} from '@hushwork/contract';
import type { Db } from '../../platform/db/database.ts';
import { placeIndexOf } from './place-index.ts';
import { referenceIndexOf } from './reference-index.ts';

export type LookupReferencesOptions = {
  db: Db;
  input: { locale: Locale; cityIds?: number[]; specializationIds?: number[]; technologyIds?: number[] };
};
export type References = {
  cities: Map<number, TCity>;
  specializations: Map<number, TSpecialization>;
  technologies: Map<number, TKeyword>;
};

const unique = (ids: number[] = []) => [...new Set(ids)];
const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * Places, specializations and technologies (keywords) by id, named in one language: other domains keep only the ids
 * and ask here, in one query per kind whatever the number of records (cities from the place index in memory). An id
 * missing from a map does not exist.
 */
export async function lookupReferences({ db, input }: LookupReferencesOptions): Promise<References> {
  const cityIds = unique(input.cityIds);
  const specializationIds = unique(input.specializationIds);
  const technologyIds = unique(input.technologyIds);
  const [cities, specializations, technologies] = await Promise.all([
    placeIndexOf(db).citiesByIds(cityIds, input.locale),
    specializationIds.length > 0
      ? referenceIndexOf(db).listSpecializations({
          locale: input.locale,
          ids: specializationIds,
          typeIds: SPECIALIZATION_TYPE_IDS,
          limit: specializationIds.length,
        })
      : [],
    technologyIds.length > 0
      ? referenceIndexOf(db).listKeywords({ locale: input.locale, ids: technologyIds, limit: technologyIds.length })
      : [],
  ]);
  return { cities: byId(cities), specializations: byId(specializations), technologies: byId(technologies) };
}
