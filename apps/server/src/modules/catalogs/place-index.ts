import type { Locale, TCity } from '@hushwork/contract';
import type { Db } from '../../platform/db/database.ts';
import type { Names } from './catalogs.schema.ts';
import { loadOnce, nameIn, perDatabase } from './memory-index.ts';
import { type CityQuery, HOME_WEIGHT, placeRepo } from './place.repo.ts';
import { foldForSearch } from './search-text.ts';

type CityEntry = {
  id: number;
  slug: string;
  names: Names;
  population: number;
  is_capital: boolean;
  country_id: number;
  country_code: string;
  country_names: Names;
  continent_id: number;
  /** Every name folded, each behind a `|` (`buildSearchText`): a name starts with `t` where `|t` occurs. */
  search: string;
  logPopulation: number;
};

export type PlaceIndex = {
  listCities(query: CityQuery): Promise<TCity[]>;
  /** The cities of these ids that exist, named in `locale`, in no particular order (as `placeRepo.listCitiesByIds`). */
  citiesByIds(ids: readonly number[], locale: Locale): Promise<TCity[]>;
};

/** The runs of `size` letters in `text`: pairs and triples are indexed, so a term checks only cities sharing them. */
const gramsOf = (text: string, size: number) => {
  const found = new Set<string>();
  for (let at = 0; at + size <= text.length; at += 1) found.add(text.slice(at, at + size));
  return found;
};

/** The cities in rank order with no preference (biggest first, then by id), and where each two letters occur. */
function buildIndex(rows: Awaited<ReturnType<typeof placeRepo.listCitiesForIndex>>) {
  const cities: CityEntry[] = rows
    .map((row) => ({
      ...row,
      search: row.search_text,
      logPopulation: Math.log(Math.max(row.population, 0) + 1),
    }))
    .sort((a, b) => b.population - a.population || a.id - b.id);
  const lists = new Map<string, number[]>();
  cities.forEach((city, position) => {
    for (const size of [2, 3]) {
      for (const gram of gramsOf(city.search, size)) {
        const list = lists.get(gram);
        if (list) list.push(position);
        else lists.set(gram, [position]);
      }
    }
  });
  const postings = new Map<string, Int32Array>();
  for (const [gram, list] of lists) postings.set(gram, Int32Array.from(list));
  return { cities, postings, byId: new Map(cities.map((city) => [city.id, city])) };
}

/**
 * The positions worth checking for `term`: those holding its rarest triple (or, for two letters, its pair), in rank
 * order. A term of one letter has none, and is checked against every city.
 */
function candidatesOf(index: ReturnType<typeof buildIndex>, term: string): Iterable<number> {
  if (term.length < 2) return index.cities.keys();
  let rarest: Int32Array | undefined;
  for (const gram of gramsOf(term, Math.min(term.length, 3))) {
    const list = index.postings.get(gram);
    if (!list) return [];
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  return rarest ?? [];
}

const toCity = (city: CityEntry, locale: Locale): TCity => ({
  id: city.id,
  slug: city.slug,
  name: nameIn(city.names, locale),
  country_id: city.country_id,
  country_code: city.country_code,
  country_name: nameIn(city.country_names, locale),
  is_capital: city.is_capital,
  population: city.population,
});

/**
 * Place autocomplete from memory (issue 26): cities are reference data, so they are read once, on the first
 * question, and every keystroke after that is answered without the database. The answer is the SQL's
 * (`placeRepo.listCities`, which stays the reference and is compared with this in a test): names that start with the
 * term first, then those containing it, each by weight (population, lifted by `HOME_WEIGHT` in the preferred
 * countries), then by id. Candidates are met in rank order, so each of the four groups (start or contain × preferred
 * or not) is complete after its first `limit` and the walk ends as soon as both "start" groups are.
 */
export function createPlaceIndex(db: Db): PlaceIndex {
  const load = loadOnce(() => placeRepo.listCitiesForIndex(db).then(buildIndex));
  return {
    async citiesByIds(ids, locale) {
      if (ids.length === 0) return [];
      const { byId } = await load();
      return ids.flatMap((id) => {
        const city = byId.get(id);
        return city ? [toCity(city, locale)] : [];
      });
    },
    async listCities(query) {
      const index = await load();
      const term = query.search ? foldForSearch(query.search) : '';
      const starts = `|${term}`;
      const countryIds = query.countryIds && query.countryIds.length > 0 ? new Set(query.countryIds) : null;
      const preferred = new Set(query.preferredCountryCodes ?? []);
      const { limit } = query;
      // [starts, preferred], [starts, other], [contains, preferred], [contains, other]
      const groups: CityEntry[][] = [[], [], [], []];
      for (const position of candidatesOf(index, term)) {
        const city = index.cities[position]!;
        if (countryIds && !countryIds.has(city.country_id)) continue;
        if (query.continentId !== undefined && city.continent_id !== query.continentId) continue;
        if (term && !city.search.includes(term)) continue;
        const group = (term && !city.search.includes(starts) ? 2 : 0) + (preferred.has(city.country_code) ? 0 : 1);
        if (groups[group]!.length < limit) groups[group]!.push(city);
        if (groups[1]!.length >= limit && (preferred.size === 0 || groups[0]!.length >= limit)) break;
      }
      const weight = (city: CityEntry) =>
        preferred.size > 0
          ? city.logPopulation + (preferred.has(city.country_code) ? HOME_WEIGHT : 0)
          : city.population;
      const byRank = (a: CityEntry, b: CityEntry) => weight(b) - weight(a) || a.id - b.id;
      const ranked = [...[...groups[0]!, ...groups[1]!].sort(byRank), ...[...groups[2]!, ...groups[3]!].sort(byRank)];
      return ranked.slice(0, limit).map((city) => toCity(city, query.locale));
    },
  };
}

/**
 * The one place index of a database, shared by autocomplete and every look-up of cities by id (a search page's
 * cities, the top lists), so the cities are read once per process. Read on its first question, after the start has
 * seeded the places.
 */
export const placeIndexOf: (db: Db) => PlaceIndex = perDatabase(createPlaceIndex);
