import { LOCALES } from '@hushwork/contract';
import { sql } from 'drizzle-orm';
import { inChunks } from '../../../db/seeds/in-chunks.ts';
import type { Db } from '../../../platform/db/database.ts';
import { cities, continents, countries } from '../catalogs.schema.ts';
import { buildSearchText } from '../search-text.ts';
import type { PlaceNames, Places } from './places/load-places.ts';

const searchText = (names: PlaceNames, extra: string[] = []) =>
  buildSearchText([...LOCALES.map((locale) => names[locale]), ...extra]);

/** Upserts places; ids are GeoNames ids, so a newer data package updates rows in place. */
export async function seedPlaces(db: Db, places: Places): Promise<void> {
  await db
    .insert(continents)
    .values(places.continents)
    .onConflictDoUpdate({
      target: continents.id,
      set: { code: sql`excluded.code`, slug: sql`excluded.slug`, names: sql`excluded.names` },
    });
  await inChunks(places.countries, 500, (chunk) =>
    db
      .insert(countries)
      .values(chunk.map((country) => ({ ...country, search_text: searchText(country.names, [country.code]) })))
      .onConflictDoUpdate({
        target: countries.id,
        set: {
          code: sql`excluded.code`,
          slug: sql`excluded.slug`,
          continent_id: sql`excluded.continent_id`,
          population: sql`excluded.population`,
          names: sql`excluded.names`,
          search_text: sql`excluded.search_text`,
        },
      }),
  );
  await inChunks(places.cities, 2000, (chunk) =>
    db
      .insert(cities)
      .values(chunk.map((city) => ({ ...city, search_text: searchText(city.names) })))
      .onConflictDoUpdate({
        target: cities.id,
        set: {
          country_id: sql`excluded.country_id`,
          slug: sql`excluded.slug`,
          population: sql`excluded.population`,
          is_capital: sql`excluded.is_capital`,
          lat: sql`excluded.lat`,
          lng: sql`excluded.lng`,
          names: sql`excluded.names`,
          search_text: sql`excluded.search_text`,
        },
      }),
  );
}

const FIXTURE_COUNTRIES = ['DE', 'PL', 'UA', 'FR', 'GB', 'US', 'IL', 'ES', 'AT', 'CZ'];

/** A small real slice of the places (ten countries, their largest cities) that most tests seed in milliseconds. */
export function placesFixture(places: Places, citiesPerCountry = 8): Places {
  const picked = places.countries.filter((country) => FIXTURE_COUNTRIES.includes(country.code));
  const ids = new Set(picked.map((country) => country.id));
  const byCountry = new Map<number, number>();
  const fixtureCities = [...places.cities]
    .filter((city) => ids.has(city.country_id))
    .sort((a, b) => b.population - a.population)
    .filter((city) => {
      const count = byCountry.get(city.country_id) ?? 0;
      byCountry.set(city.country_id, count + 1);
      return count < citiesPerCountry || city.is_capital;
    });
  return { continents: places.continents, countries: picked, cities: fixtureCities };
}
