import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/database.ts';
import { runReferenceSeeds } from '../../../seeds.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { cities, countries, keywords, specializations } from '../catalogs.schema.ts';
import { placeRepo } from '../place.repo.ts';
import { loadPlaces } from './places/load-places.ts';
import { seedPlaces } from './seed-places.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedPlaces(database.db, loadPlaces());
}, 120_000);

const total = async (table: typeof cities | typeof countries | typeof keywords | typeof specializations) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('the full places data', () => {
  it('holds every country with a continent and every city of at least 15,000 people', async () => {
    expect(await total(countries)).toBeGreaterThanOrEqual(240);
    expect(await total(cities)).toBeGreaterThan(20_000);
    const [small] = await database.db
      .select({ n: count() })
      .from(cities)
      .where(sql`${cities.population} < 15000 and not ${cities.is_capital}`);
    expect(small!.n).toBe(0);
  });

  it('names every country in all five languages', async () => {
    const [missing] = await database.db
      .select({ n: count() })
      .from(countries)
      .where(sql`not (${countries.names} ?& array['en','de','pl','ru','uk'])`);
    expect(missing!.n).toBe(0);
  });

  it('finds large European cities by their name in each language', async () => {
    const find = (locale: 'en' | 'de' | 'pl' | 'ru' | 'uk', search: string) =>
      placeRepo.listCities(database.db, { locale, search, limit: 3 });
    expect((await find('pl', 'Monachium'))[0]).toMatchObject({ slug: 'munich', name: 'Monachium' });
    expect((await find('ru', 'варш'))[0]).toMatchObject({ slug: 'warsaw', name: 'Варшава' });
    expect((await find('de', 'lodz'))[0]?.name).toBe('Łódź');
    expect((await find('uk', 'лісабон'))[0]).toMatchObject({ is_capital: true, country_code: 'PT' });
  });

  it('writes nothing twice when seeded again', async () => {
    const before = await total(cities);
    await seedPlaces(database.db, loadPlaces());
    expect(await total(cities)).toBe(before);
    const [berlin] = await database.db.select().from(cities).where(eq(cities.slug, 'berlin'));
    expect(berlin?.is_capital).toBe(true);
  });

  it('skips reference seeds that already ran at their version', async () => {
    const keywordsBefore = await total(keywords);
    expect(await runReferenceSeeds(database.db)).toEqual([]);
    expect(await total(keywords)).toBe(keywordsBefore);
    expect(await total(specializations)).toBeGreaterThanOrEqual(60);
  });
});
