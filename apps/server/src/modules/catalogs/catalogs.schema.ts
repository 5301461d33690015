import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

/** A name in each interface language; the reference seed guarantees all five. */
export type Names = { en: string; de: string; pl: string; ru: string; uk: string };

export const continents = pgTable('continents', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  slug: text('slug').notNull().unique(),
  names: jsonb('names').$type<Names>().notNull(),
});

export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    slug: text('slug').notNull().unique(),
    continent_id: integer('continent_id')
      .notNull()
      .references(() => continents.id),
    population: integer('population').notNull().default(0),
    names: jsonb('names').$type<Names>().notNull(),
    // Lower-cased, accent-free names in every language, so one trigram index serves every locale.
    search_text: text('search_text').notNull(),
  },
  (t) => [
    index('countries_continent_idx').on(t.continent_id, t.population),
    index('countries_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    slug: text('slug').notNull().unique(),
    population: integer('population').notNull().default(0),
    is_capital: boolean('is_capital').notNull().default(false),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    search_text: text('search_text').notNull(),
  },
  (t) => [
    index('cities_country_population_idx').on(t.country_id, t.population),
    index('cities_population_idx').on(t.population),
    index('cities_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

export const specializations = pgTable(
  'specializations',
  {
    id: integer('id').primaryKey(),
    type_id: smallint('type_id').notNull(),
    slug: text('slug').notNull().unique(),
    popularity: smallint('popularity').notNull().default(0),
    names: jsonb('names').$type<Names>().notNull(),
    search_text: text('search_text').notNull(),
  },
  (t) => [
    index('specializations_type_idx').on(t.type_id, t.popularity),
    index('specializations_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

export const keywords = pgTable(
  'keywords',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    popularity: smallint('popularity').notNull().default(0),
    names: jsonb('names').$type<Names>().notNull(),
    search_text: text('search_text').notNull(),
  },
  (t) => [
    index('keywords_popularity_idx').on(t.popularity),
    index('keywords_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  names: jsonb('names').$type<Names>().notNull(),
});

/** Fixed option lists of spec section 9 (seniority, English levels…), keyed by catalog and stable key. */
export const catalog_options = pgTable(
  'catalog_options',
  {
    catalog: text('catalog').notNull(),
    key: text('key').notNull(),
    position: smallint('position').notNull(),
    names: jsonb('names').$type<Names>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.catalog, t.key] })],
);
