import { type TJobsQuery, VACANCIES, ZJobsQuery } from '@hushwork/contract';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateJobs } from '../../../../../../bench/jobs-data.mjs';
import type { Database } from '../../../platform/db/database.ts';
import { planCheck } from '../../../test/plan-check.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import {
  countFacets,
  countLiveVacancies,
  liveVipIds,
  rankKept,
  rankLive,
  searchVacancies,
  similarVacancies,
  suggestTitles,
} from './lib/vacancy-search.ts';

/**
 * The job search's statements on generated data (the benchmark's generator, ADR 0044): none may read or sort more of
 * the vacancies than a bound that does not grow with the data. A statement that scanned every open vacancy would
 * pass on a test's few rows and stall at a million; here each plan is read as it ran (`EXPLAIN ANALYZE`):
 * - a scan of `vacancies` reads at most `READ_BOUND` rows: what a count takes (`countMax` + 1) when at least a tenth
 *   of the rows it walks match. A scan that stops at the count's limit reads as many rows as the share of matches
 *   says, at any size of the data; one that reads two fifths of these 50,000 is a scan of them all, the plan
 *   that stalls at a million;
 * - a sort takes at most `SORT_BOUND` rows: the relevance ranking orders the newest matches of a term by date before
 *   it ranks `rankedMax` of them, and that input is bounded by the count's cap only as long as a term matches at most
 *   that many (ADR 0044 says what remains).
 */
const VACANCY_COUNT = 50_000;
const READ_BOUND = 10 * (VACANCIES.countMax + 1);
const SORT_BOUND = VACANCIES.countMax + 1;

let database: Database;
let plans: ReturnType<typeof planCheck>;
let pool: pg.Pool;
let ids: { keyword: number; country: number; specialization: number; vacancy: number };

beforeAll(async () => {
  database = await createTestDatabase();
  await generateJobs(
    (text: string) => database.db.execute(sql.raw(text)),
    VACANCY_COUNT,
    () => {},
  );
  pool = (database.db as unknown as { $client: pg.Pool }).$client;
  plans = planCheck(pool, { tables: ['vacancies'], readBound: READ_BOUND, sortBound: SORT_BOUND });
  const [row] = (
    await pool.query(`select
      (select k from vacancies, unnest(keyword_ids) k group by k order by count(*) desc limit 1 offset 5) as keyword,
      (select c from vacancies, unnest(country_ids) c group by c order by count(*) desc limit 1) as country,
      (select s from vacancies, unnest(specialization_ids) s group by s order by count(*) desc limit 1) as specialization,
      (select id from vacancies where state = 'active' order by id limit 1 offset 100) as vacancy`)
  ).rows;
  ids = row;
}, 300_000);

const search = (query: TJobsQuery) => () => {
  const { sort, page, ...filters } = ZJobsQuery.parse(query);
  return Promise.all([
    searchVacancies(database.db, { filters, sort, page, locale: 'en' }),
    countFacets(database.db, filters, 'en'),
  ]);
};

describe('the plan check', () => {
  it('catches a statement that reads every open vacancy (a count of them all)', async () => {
    const [statement] = await plans.statementsOf(() =>
      pool.query(`select count(*) from vacancies v where v.moderation_status = 'approved' and v.state = 'active'`),
    );
    expect(plans.excessesOf(await plans.planOf(statement!))).toEqual([expect.stringMatching(/read \d+ vacancies/)]);
  });
});

describe(`the job search's statements over ${VACANCY_COUNT.toLocaleString('en')} vacancies`, () => {
  it('read a bounded part of them for the first view, a broad term and every sort', async () => {
    await plans.expectBounded(search({}));
    await plans.expectBounded(search({ search: 'team' }));
    await plans.expectBounded(search({ search: 'team', sort: 'date' }));
    await plans.expectBounded(search({ search: 'team', sort: 'salary' }));
    await plans.expectBounded(search({ page: 50 }));
  });

  it('read a bounded part with filters, one or several, with and without a term', async () => {
    await plans.expectBounded(
      search({ keyword_ids: [ids.keyword], seniority: ['senior'], country_ids: [ids.country] }),
    );
    await plans.expectBounded(search({ search: 'engineer', seniority: ['senior'], country_ids: [ids.country] }));
    await plans.expectBounded(
      search({ specialization_ids: [ids.specialization], remote: true, seniority: ['middle', 'senior'] }),
    );
    await plans.expectBounded(search({ country_ids: [ids.country], sort: 'salary', salary_from: 3000 }));
    await plans.expectBounded(
      search({ english_level: ['upper_intermediate'], experience: ['3y+'], job_types: ['full_time'] }),
    );
  });

  it('read a bounded part for a vacancy page’s similar vacancies, the featured ones and title suggestions', async () => {
    const [vacancy] = (
      await pool.query('select id, keyword_ids, specialization_ids from vacancies where id = $1', [ids.vacancy])
    ).rows;
    await plans.expectBounded(() => similarVacancies(database.db, vacancy, VACANCIES.similarLimit));
    await plans.expectBounded(() => liveVipIds(database.db, VACANCIES.vipListMax));
    await plans.expectBounded(() => suggestTitles(database.db, 'dev', VACANCIES.autocompleteLimit));
  });

  it('count the first view’s facets, and a lone filter’s own values, exactly from the kept counts', async () => {
    const LIVE_SQL = `moderation_status = 'approved' and state = 'active'`;
    const first = await countFacets(database.db, {}, 'en');
    const live = Number((await pool.query(`select count(*) from vacancies where ${LIVE_SQL}`)).rows[0].count);
    expect(live).toBeGreaterThan(VACANCIES.countMax);
    expect(first).toMatchObject({ total: live, is_total_capped: false, sampled: [] });
    const seniority = await pool.query(
      `select seniority as key, count(*)::int as n from vacancies where ${LIVE_SQL} and seniority is not null group by 1`,
    );
    expect(Object.fromEntries(first.values.seniority)).toEqual(
      Object.fromEntries(seniority.rows.map((row: { key: string; n: number }) => [row.key, row.n])),
    );
    const remote = await pool.query(`select count(*)::int as n from vacancies where ${LIVE_SQL} and is_remote`);
    expect(first.values.remote.get('')).toBe(remote.rows[0].n);
    // Read from the counts alone: no statement touches the vacancies.
    for (const statement of await plans.statementsOf(() => countFacets(database.db, {}, 'en'))) {
      expect(statement.text).not.toMatch(/\bvacancies\b(?!_)/);
    }

    // One broad filter: its own values stay exact; the others come from a full sample, and say so.
    const country = await countFacets(database.db, { country_ids: [ids.country] }, 'en');
    expect(country.sampled).not.toContain('countries');
    expect(country.sampled).toEqual(expect.arrayContaining(['seniority', 'keywords', 'remote']));
    const inCountry = await pool.query(
      `select count(*)::int as n from vacancies where ${LIVE_SQL} and country_ids @> array[$1]::int[]`,
      [ids.country],
    );
    expect(country.values.countries.get(String(ids.country))).toBe(inCountry.rows[0].n);
    expect(country).toMatchObject({ total: VACANCIES.countMax, is_total_capped: true });
  });

  it('read a bounded part for a landing page’s related links, and mark a broad page’s counts as a sample', async () => {
    const filtersOf = (query: TJobsQuery) => {
      const { sort: _sort, page: _page, ...filters } = ZJobsQuery.parse(query);
      return filters;
    };
    const broad = filtersOf({ country_ids: [ids.country] });
    await plans.expectBounded(() => rankLive(database.db, 'keyword_ids', { limit: 12, where: broad }));
    await plans.expectBounded(() => rankLive(database.db, 'city_ids', { limit: 12, where: broad }));
    const narrow = filtersOf({ keyword_ids: [ids.keyword], country_ids: [ids.country], seniority: ['senior'] });
    await plans.expectBounded(() => rankLive(database.db, 'seniority', { limit: 12, where: narrow }));

    // Past `countMax` matches the figures are a sample's, and say so; below it they are exact.
    const [top] = await rankLive(database.db, 'keyword_ids', { limit: 12, where: broad });
    expect(top?.sampled).toBe(true);
    const narrowRows = await rankLive(database.db, 'city_ids', { limit: 50, where: narrow });
    expect(narrowRows.length).toBeGreaterThan(0);
    expect(narrowRows.every((row) => row.sampled === undefined)).toBe(true);
    const exact = await pool.query(
      `select count(*)::int as n from vacancies where moderation_status = 'approved' and state = 'active'
         and keyword_ids @> array[$1]::int[] and country_ids @> array[$2]::int[] and seniority = 'senior'
         and city_ids @> array[$3]::int[]`,
      [ids.keyword, ids.country, Number(narrowRows[0]!.key)],
    );
    expect(narrowRows[0]!.n).toBe(exact.rows[0].n);
  });

  it('read none for the menus’, top lists’ and landing links’ counts and the sitemap’s total (ADR 0047)', async () => {
    const statements = [
      ...(await plans.statementsOf(() => rankKept(database.db, 'keyword_ids', { limit: 50 }))),
      ...(await plans.statementsOf(() => rankKept(database.db, 'city_ids', { limit: 10, continentId: 1 }))),
      ...(await plans.statementsOf(() => countLiveVacancies(database.db))),
    ];
    for (const statement of statements) expect(statement.text).not.toMatch(/\bvacancies\b(?!_)/);
    expect(await countLiveVacancies(database.db)).toBe(
      Number(
        (await pool.query(`select count(*) from vacancies where moderation_status = 'approved' and state = 'active'`))
          .rows[0].count,
      ),
    );
  });
});
