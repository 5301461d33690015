import { CATALOG_LIMITS, type Locale, type TCandidatePlace } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { lookupReferences, placeRepo, type References } from '../../../catalogs/index.ts';
import type { PlaceRow } from './candidate.repo.ts';

export type Named = { id: number; name: string };
export type Names = References & { countries: Map<number, string> };

/**
 * The names of everything a page of candidates refers to, in one query per kind: specializations, keywords and
 * cities from the catalogs, and countries (there are at most a few hundred) only when a place names no city.
 */
export async function namesFor(
  db: Db,
  locale: Locale,
  rows: { specialization_ids: number[]; keyword_ids: number[] }[],
  places: PlaceRow[],
): Promise<Names> {
  const cityIds = places.flatMap((place) => (place.city_id === null ? [] : [place.city_id]));
  const needsCountries = places.some((place) => place.city_id === null);
  const [refs, countries] = await Promise.all([
    lookupReferences({
      db,
      input: {
        locale,
        cityIds,
        specializationIds: rows.flatMap((row) => row.specialization_ids),
        technologyIds: rows.flatMap((row) => row.keyword_ids),
      },
    }),
    needsCountries
      ? placeRepo.listCountries(db, { locale, limit: CATALOG_LIMITS.countriesMax, orderBy: 'name' })
      : Promise.resolve([]),
  ]);
  return { ...refs, countries: new Map(countries.map((country) => [country.id, country.name])) };
}

export const namedOf = (ids: number[], names: Map<number, { id: number; name: string }>): Named[] =>
  ids.flatMap((id) => {
    const item = names.get(id);
    return item ? [{ id: item.id, name: item.name }] : [];
  });

export function presentPlaces(places: PlaceRow[], names: Names): TCandidatePlace[] {
  return places.map((place) => {
    const city = place.city_id === null ? undefined : names.cities.get(place.city_id);
    return {
      country_id: place.country_id,
      country_name: city?.country_name ?? names.countries.get(place.country_id) ?? '',
      city_id: city ? place.city_id : null,
      city_name: city?.name ?? null,
    };
  });
}
