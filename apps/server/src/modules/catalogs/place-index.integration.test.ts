import { LOCALES } from '@hushwork/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { type CityQuery, placeRepo } from './place.repo.ts';
import { createPlaceIndex, type PlaceIndex } from './place-index.ts';
import { buildSearchText } from './search-text.ts';
import { loadPlaces } from './seeds/places/load-places.ts';
import { seedPlaces } from './seeds/seed-places.ts';

/** Prefixes many real places share, in several scripts, so ranks are decided by weight, preference and id. */
const CROWDED = ['san', 'kra', 'nov', 'но', 'ber', 'lon', 'wa', 'ха'];

let database: Database;
let index: PlaceIndex;
beforeAll(async () => {
  database = await createTestDatabase();
  const places = loadPlaces();
  const cities = places.cities.filter((city) => {
    const text = buildSearchText(Object.values(city.names));
    return CROWDED.some((term) => text.includes(term));
  });
  const countryIds = new Set(cities.map((city) => city.country_id));
  await seedPlaces(database.db, {
    ...places,
    countries: places.countries.filter((country) => countryIds.has(country.id)),
    cities,
  });
  index = createPlaceIndex(database.db);
});

const TERMS = [undefined, 'a', 'k', ...CROWDED, 'san fr', 'Łódź', 'LODZ', 'kyiv', 'київ', 'zzqx', ' ', "'", 'o’'];

/** The index answers exactly what the SQL does, which stays the reference (`placeRepo.listCities`). */
const expectSame = async (query: CityQuery) =>
  expect(await index.listCities(query), JSON.stringify(query)).toEqual(await placeRepo.listCities(database.db, query));

describe('the in-memory place index', () => {
  it('answers every search as the SQL does, in every language, with and without preferred countries', async () => {
    for (const search of TERMS) {
      for (const locale of LOCALES) {
        for (const preferredCountryCodes of [[], ['PL'], ['UA', 'DE', 'AT']]) {
          await expectSame({ locale, search, preferredCountryCodes, limit: 10 });
        }
      }
    }
  });

  it('answers the same within countries and a continent, and for long and short pages', async () => {
    const [poland] = await placeRepo.listCities(database.db, { locale: 'en', search: 'krak', limit: 1 });
    expect(poland?.country_code).toBe('PL');
    for (const search of [undefined, 'k', 'kra', 'nov']) {
      for (const limit of [1, 3, 25, 100]) {
        await expectSame({ locale: 'pl', search, countryIds: [poland!.country_id], limit });
        await expectSame({ locale: 'de', search, continentId: 1, preferredCountryCodes: ['DE'], limit });
        await expectSame({ locale: 'uk', search, limit, preferredCountryCodes: ['UA'] });
      }
    }
  });

  it('names cities by id as the SQL does, in every language, leaving out ids that do not exist', async () => {
    const some = await placeRepo.listCities(database.db, { locale: 'en', search: 'a', limit: 40 });
    const ids = [...some.map((city) => city.id), 999_999_999];
    const byId = (list: { id: number }[]) => [...list].sort((a, b) => a.id - b.id);
    for (const locale of LOCALES) {
      expect(byId(await index.citiesByIds(ids, locale))).toEqual(
        byId(await placeRepo.listCitiesByIds(database.db, locale, ids)),
      );
    }
    expect(await index.citiesByIds([], 'en')).toEqual([]);
  });

  it('reads the database once, on the first question', async () => {
    const fresh = createPlaceIndex(database.db);
    const first = await fresh.listCities({ locale: 'en', search: 'ber', limit: 5 });
    expect(first.map((city) => city.slug)).toContain('berlin');
    // A change under it is not seen: places are reference data, changed only by a deploy's seed and a restart.
    await database.db.execute(sql`update cities set population = 0 where slug = 'berlin'`);
    const second = await fresh.listCities({ locale: 'en', search: 'ber', limit: 5 });
    expect(second).toEqual(first);
  });
});
