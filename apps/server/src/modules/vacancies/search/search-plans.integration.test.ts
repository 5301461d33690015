import { type TJobsQuery, VACANCIES, ZJobsQuery } from '@hushwork/contract';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateJobs } from '../../../../../../bench/jobs-data.mjs';
import type { Database } from '../../../platform/db/database.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import {
  countFacets,
  countLiveVacancies,
  liveVipIds,
  rankKept,
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

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};
type Statement = { text: string; values: unknown[] };

let database: Database;
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
  const [row] = (
    await pool.query(`select
      (select k from vacancies, unnest(keyword_ids) k group by k order by count(*) desc limit 1 offset 5) as keyword,
      (select c from vacancies, unnest(country_ids) c group by c order by count(*) desc limit 1) as country,
      (select s from vacancies, unnest(specialization_ids) s group by s order by count(*) desc limit 1) as specialization,
      (select id from vacancies where state = 'active' order by id limit 1 offset 100) as vacancy`)
  ).rows;
  ids = row;
}, 300_000);

/** The statements `run` sends, captured at the pool, each then explained as run. */
async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  const sent: Statement[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((config: unknown, values?: unknown) => {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    const given = typeof config === 'string' ? undefined : (config as { values?: unknown[] }).values;
    sent.push({ text, values: (given ?? values ?? []) as unknown[] });
    return query(config, values);
  }) as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = query as typeof pool.query;
  }
  return sent;
}

/** What a plan did too much of: scans of vacancies reading past the bound, sorts of more than the ranked set. */
function excessesOf(node: PlanNode, found: string[] = []): string[] {
  const loops = node['Actual Loops'] || 1;
  const rows = node['Actual Rows'] * loops;
  if (node['Relation Name'] === 'vacancies') {
    const read = rows + ((node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * loops;
    if (read > READ_BOUND) found.push(`${node['Node Type']} read ${read} vacancies`);
  }
  if (node['Node Type'] === 'Sort') {
    const sorted = (node.Plans ?? []).reduce(
      (sum, child) => sum + child['Actual Rows'] * (child['Actual Loops'] || 1),
      0,
    );
    if (sorted > SORT_BOUND) found.push(`Sort of ${sorted} rows`);
  }
  for (const child of node.Plans ?? []) excessesOf(child, found);
  return found;
}

async function planOf(statement: Statement): Promise<PlanNode> {
  const { rows } = await pool.query(`explain (analyze, format json) ${statement.text}`, statement.values);
  return (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
}

async function expectBounded(run: () => Promise<unknown>) {
  const statements = await statementsOf(run);
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) {
    expect(excessesOf(await planOf(statement)), `${statement.text} ${JSON.stringify(statement.values)}`).toEqual([]);
  }
}

const search = (query: TJobsQuery) => () => {
  const { sort, page, ...filters } = ZJobsQuery.parse(query);
  return Promise.all([
    searchVacancies(database.db, { filters, sort, page, locale: 'en' }),
    countFacets(database.db, filters, 'en'),
  ]);
};

describe('the plan check', () => {
  it('catches a statement that reads every open vacancy (a count of them all)', async () => {
    const [statement] = await statementsOf(() =>
      pool.query(`select count(*) from vacancies v where v.moderation_status = 'approved' and v.state = 'active'`),
    );
    expect(excessesOf(await planOf(statement!))).toEqual([expect.stringMatching(/read \d+ vacancies/)]);
  });
});

describe(`the job search's statements over ${VACANCY_COUNT.toLocaleString('en')} vacancies`, () => {
  it('read a bounded part of them for the first view, a broad term and every sort', async () => {
    await expectBounded(search({}));
    await expectBounded(search({ search: 'team' }));
    await expectBounded(search({ search: 'team', sort: 'date' }));
    await expectBounded(search({ search: 'team', sort: 'salary' }));
    await expectBounded(search({ page: 50 }));
  });

  it('read a bounded part with filters, one or several, with and without a term', async () => {
    await expectBounded(search({ keyword_ids: [ids.keyword], seniority: ['senior'], country_ids: [ids.country] }));
    await expectBounded(search({ search: 'engineer', seniority: ['senior'], country_ids: [ids.country] }));
    await expectBounded(
      search({ specialization_ids: [ids.specialization], remote: true, seniority: ['middle', 'senior'] }),
    );
    await expectBounded(search({ country_ids: [ids.country], sort: 'salary', salary_from: 3000 }));
    await expectBounded(
      search({ english_level: ['upper_intermediate'], experience: ['3y+'], job_types: ['full_time'] }),
    );
  });

  it('read a bounded part for a vacancy page’s similar vacancies, the featured ones and title suggestions', async () => {
    const [vacancy] = (
      await pool.query('select id, keyword_ids, specialization_ids from vacancies where id = $1', [ids.vacancy])
    ).rows;
    await expectBounded(() => similarVacancies(database.db, vacancy, VACANCIES.similarLimit));
    await expectBounded(() => liveVipIds(database.db, VACANCIES.vipListMax));
    await expectBounded(() => suggestTitles(database.db, 'dev', VACANCIES.autocompleteLimit));
  });

  it('read none for the menus’, top lists’ and landing links’ counts and the sitemap’s total (ADR 0047)', async () => {
    const statements = [
      ...(await statementsOf(() => rankKept(database.db, 'keyword_ids', { limit: 50 }))),
      ...(await statementsOf(() => rankKept(database.db, 'city_ids', { limit: 10, continentId: 1 }))),
      ...(await statementsOf(() => countLiveVacancies(database.db))),
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
