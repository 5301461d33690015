import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateJobs } from '../../../../../../bench/jobs-data.mjs';
import type { Database } from '../../../platform/db/database.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { rowsOf } from '../manage/lib/sql-rows.ts';
import {
  countLiveVacancies,
  type KeptDimension,
  type RankedDimension,
  rankKept,
  rankLive,
} from './lib/vacancy-search.ts';

/**
 * The counts the writes keep (`vacancy_live_counts`, ADR 0047) against the same counts taken from the vacancies
 * themselves, after generated inserts and after updates and deletes that open, close, move and remove vacancies.
 */
const DIMENSIONS: RankedDimension[] = [
  'keyword_ids',
  'specialization_ids',
  'city_ids',
  'country_ids',
  'continent_ids',
  'seniority',
];
const EVERY = 100_000;

let database: Database;
const run = (text: string) => database.db.execute(sql.raw(text));

beforeAll(async () => {
  database = await createTestDatabase();
  await generateJobs(run, 3_000, () => {});
}, 120_000);

async function countedLive(): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from vacancies where moderation_status = 'approved' and state = 'active'`,
  );
  return Number(row?.n);
}

async function expectKeptAsCounted() {
  const rows = await rowsOf<{ id: number }>(
    database.db,
    sql`select distinct unnest(continent_ids) as id from vacancies order by 1 limit 2`,
  );
  const continents = rows.map((row) => Number(row.id));
  for (const dimension of DIMENSIONS) {
    for (const continentId of [undefined, ...continents]) {
      const scope = { limit: EVERY, ...(continentId !== undefined ? { continentId } : {}) };
      expect(await rankKept(database.db, dimension, scope), `${dimension} in ${continentId ?? 'all'}`).toEqual(
        await rankLive(database.db, dimension, scope),
      );
    }
  }
}

/** The search's other facets, kept over all open vacancies only (migration 0039), each as SQL groups them. */
const FACET_DIMENSIONS: Record<Exclude<KeptDimension, RankedDimension | 'all'>, string> = {
  experience: 'select experience as key, count(*)::int as n from live where experience is not null group by 1',
  english_level: 'select english_level as key, count(*)::int as n from live where english_level is not null group by 1',
  job_types: 'select k as key, count(*)::int as n from live, unnest(job_types) k group by 1',
  employment: 'select k as key, count(*)::int as n from live, unnest(employment) k group by 1',
  is_remote: `select 'true' as key, count(*)::int as n from live where is_remote having count(*) > 0`,
};

async function expectFacetsKeptAsCounted() {
  for (const [dimension, grouping] of Object.entries(FACET_DIMENSIONS)) {
    const counted = await rowsOf<{ key: string; n: number }>(
      database.db,
      sql.raw(`with live as (select * from vacancies where moderation_status = 'approved' and state = 'active')
               select key, n from (${grouping}) g order by n desc, key`),
    );
    expect(await rankKept(database.db, dimension as KeptDimension, { limit: EVERY }), dimension).toEqual(
      counted.map((row) => ({ key: row.key, n: Number(row.n) })),
    );
    expect(counted.length, `${dimension} has values in the generated data`).toBeGreaterThan(0);
  }
}

describe('the counts the writes keep', () => {
  it('match the open vacancies counted after generated inserts', async () => {
    await expectKeptAsCounted();
    await expectFacetsKeptAsCounted();
    expect(await countLiveVacancies(database.db)).toBe(await countedLive());
  });

  it('follow updates that close, reopen, move and reject vacancies, and deletes', async () => {
    await run(`update vacancies set state = 'closed' where id % 7 = 0`);
    await run(`update vacancies set state = 'active' where id % 14 = 0`);
    await run(`update vacancies set keyword_ids = keyword_ids[2:], seniority = null where id % 5 = 0`);
    await run(`update vacancies set city_ids = '{}', country_ids = '{}', continent_ids = '{}' where id % 11 = 0`);
    await run(`update vacancies set moderation_status = 'rejected' where id % 13 = 0`);
    await run(`delete from vacancies where id % 17 = 0`);
    // A write that changes nothing counted leaves the counts alone.
    await run(`update vacancies set title = title || ' ' where id % 3 = 0`);
    await run(
      `update vacancies set is_remote = not is_remote, job_types = '{}', english_level = null where id % 19 = 0`,
    );
    await expectKeptAsCounted();
    await expectFacetsKeptAsCounted();
    expect(await countLiveVacancies(database.db)).toBe(await countedLive());
  });
});
