import type { Locale, TCity, TContinent, TCountry } from '@hushwork/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { cities, continents, countries } from './catalogs.schema.ts';
import { searchPatterns } from './search-text.ts';

const nameOf = (column: typeof continents.names | typeof countries.names | typeof cities.names, locale: Locale) =>
  sql<string>`coalesce(${column}->>${locale}, ${column}->>'en')`;

const continentColumns = (locale: Locale) => ({
  id: continents.id,
  code: continents.code,
  slug: continents.slug,
  name: nameOf(continents.names, locale),
});

const countryColumns = (locale: Locale) => ({
  id: countries.id,
  code: countries.code,
  slug: countries.slug,
  name: nameOf(countries.names, locale),
  continent_id: countries.continent_id,
});

const cityColumns = (locale: Locale) => ({
  id: cities.id,
  slug: cities.slug,
  name: nameOf(cities.names, locale),
  country_id: cities.country_id,
  country_code: countries.code,
  country_name: nameOf(countries.names, locale),
  is_capital: cities.is_capital,
  population: cities.population,
});

/**
 * A place in one of the visitor's countries ranks as if it were this many times as populous: Kraków (0.8 M) passes
 * Krasnoyarsk (1.1 M) for a visitor from Poland, while a Polish village still stays below London. The in-memory
 * index (`place-index.ts`) ranks by the same weight.
 */
export const HOME_WEIGHT = Math.log(50);

/** Bigger places first, those in the preferred countries lifted by `HOME_WEIGHT` (log scale, so it multiplies). */
const cityWeight = (preferredCountryCodes: string[]) =>
  preferredCountryCodes.length > 0
    ? sql`ln(greatest(${cities.population}, 0) + 1) + case when ${inArray(countries.code, preferredCountryCodes)} then ${HOME_WEIGHT}::float8 else 0 end`
    : sql`${cities.population}`;

/** Name search over every language: prefix matches of any name first, then the biggest places. */
const searchOrder = (column: typeof countries.search_text | typeof cities.search_text, term: string | undefined) =>
  term ? [desc(sql`${column} like ${searchPatterns(term).prefix}`)] : [];

const searchFilter = (column: typeof countries.search_text | typeof cities.search_text, term: string | undefined) =>
  term ? sql`${column} like ${searchPatterns(term).contains}` : undefined;

/** A city search: the SQL's here, and the in-memory index's (`place-index.ts`), which answers the same. */
export type CityQuery = {
  locale: Locale;
  search?: string;
  countryIds?: number[];
  continentId?: number;
  /** ISO codes of the countries the visitor most likely means; their places rank higher. */
  preferredCountryCodes?: string[];
  limit: number;
};

export const placeRepo = {
  listContinents(db: Db, locale: Locale): Promise<TContinent[]> {
    return db.select(continentColumns(locale)).from(continents).orderBy(asc(continents.id));
  },

  async findContinent(db: Db, id: number) {
    const [row] = await db.select({ id: continents.id }).from(continents).where(eq(continents.id, id));
    return row;
  },

  listCountries(
    db: Db,
    options: { locale: Locale; search?: string; continentId?: number; limit: number; orderBy: 'name' | 'population' },
  ): Promise<TCountry[]> {
    const { locale, search, continentId, limit } = options;
    const conditions: (SQL | undefined)[] = [searchFilter(countries.search_text, search)];
    if (continentId !== undefined) conditions.push(eq(countries.continent_id, continentId));
    const byPopulation = options.orderBy === 'population';
    return db
      .select(countryColumns(locale))
      .from(countries)
      .where(and(...conditions))
      .orderBy(
        ...searchOrder(countries.search_text, search),
        byPopulation ? desc(countries.population) : asc(nameOf(countries.names, locale)),
        asc(countries.id),
      )
      .limit(limit);
  },

  async findCountry(db: Db, locale: Locale, where: { id: number } | { slug: string }): Promise<TCountry | undefined> {
    const condition = 'id' in where ? eq(countries.id, where.id) : eq(countries.slug, where.slug);
    const [row] = await db.select(countryColumns(locale)).from(countries).where(condition);
    return row;
  },

  listCities(db: Db, options: CityQuery): Promise<TCity[]> {
    const { locale, search, countryIds, continentId, limit } = options;
    const conditions: (SQL | undefined)[] = [searchFilter(cities.search_text, search)];
    if (countryIds && countryIds.length > 0) conditions.push(inArray(cities.country_id, countryIds));
    if (continentId !== undefined) conditions.push(eq(countries.continent_id, continentId));
    return db
      .select(cityColumns(locale))
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.country_id))
      .where(and(...conditions))
      .orderBy(
        ...searchOrder(cities.search_text, search),
        desc(cityWeight(options.preferredCountryCodes ?? [])),
        asc(cities.id),
      )
      .limit(limit);
  },

  async findCity(db: Db, locale: Locale, where: { id: number } | { slug: string }): Promise<TCity | undefined> {
    const condition = 'id' in where ? eq(cities.id, where.id) : eq(cities.slug, where.slug);
    const [row] = await db
      .select(cityColumns(locale))
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.country_id))
      .where(condition);
    return row;
  },

  /** Every city with its country's code, names and continent, for the in-memory index (`place-index.ts`). */
  listCitiesForIndex(db: Db) {
    return db
      .select({
        id: cities.id,
        slug: cities.slug,
        names: cities.names,
        population: cities.population,
        is_capital: cities.is_capital,
        search_text: cities.search_text,
        country_id: cities.country_id,
        country_code: countries.code,
        country_names: countries.names,
        continent_id: countries.continent_id,
      })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.country_id));
  },

  /** Several cities by id, with their country, for records that keep only city ids. */
  listCitiesByIds(db: Db, locale: Locale, ids: number[]): Promise<TCity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select(cityColumns(locale))
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.country_id))
      .where(inArray(cities.id, ids));
  },
};
