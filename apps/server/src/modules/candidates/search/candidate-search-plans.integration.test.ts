import { CANDIDATES, type TListCandidatesQuery } from '@hushwork/contract';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCandidates } from '../../../../../../bench/candidates-data.mjs';
import { guestActor } from '../../../platform/auth/actor.ts';
import type { Database } from '../../../platform/db/database.ts';
import { planCheck } from '../../../test/plan-check.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { candidateSearch } from './lib/candidate-search.ts';
import { listCandidates } from './list-candidates.ts';
import { matchCandidates } from './match-candidates.ts';
import { quickSearchCandidates } from './quick-search-candidates.ts';

/**
 * The candidate search's statements on generated data (the benchmark's generator, ADR 0045, after the vacancies'
 * ADR 0044): none may read or sort more of the candidates than a bound that does not grow with the data. A statement
 * that scanned every listed candidate would pass on a test's few rows and stall at a million; here each plan is read
 * as it ran (`EXPLAIN ANALYZE`):
 * - a scan of `candidates`, of `users` (whether an account is active) or of `candidate_skills` (the quick search's
 *   suggestions) reads at most `READ_BOUND` rows: what a count takes (`countMax` + 1) when at least a tenth of the
 *   rows it walks match. A scan that stops at the count's limit reads as many rows as the share of matches says, at
 *   any size of the data; one that reads two fifths of these 50,000 is a scan of them all, the plan that stalls at a
 *   million;
 * - a sort takes at most `SORT_BOUND` rows: relevance and matching order the newest matches by date before they rank
 *   `rankedMax` of them, and that input is bounded while the planner walks the date order (a broad match) or the
 *   matches are few; between the two it may sort them all, which ADR 0045 names and these cases leave out.
 */
const CANDIDATE_COUNT = 50_000;
const READ_BOUND = 10 * (CANDIDATES.countMax + 1);
const SORT_BOUND = CANDIDATES.countMax + 1;
const BOUNDED_TABLES = ['candidates', 'users', 'candidate_skills'];
/** A company some candidates hid their profile from: its readers' statements leave those out. */
const HIDING_COMPANY = 1;

let database: Database;
let plans: ReturnType<typeof planCheck>;
let pool: pg.Pool;
let ids: { keyword: number; rareKeyword: number; country: number; specialization: number; city: number };
let rareTerm: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await generateCandidates(
    (text: string) => database.db.execute(sql.raw(text)),
    CANDIDATE_COUNT,
    () => {},
  );
  pool = (database.db as unknown as { $client: pg.Pool }).$client;
  plans = planCheck(pool, { tables: BOUNDED_TABLES, readBound: READ_BOUND, sortBound: SORT_BOUND });
  await pool.query(
    `insert into candidate_hidden_companies (candidate_id, company_id)
     select id, ${HIDING_COMPANY} from candidates where id % 250 = 0`,
  );
  await pool.query('analyze candidate_hidden_companies');
  const [row] = (
    await pool.query(`select
      (select k from candidates, unnest(keyword_ids) k group by k order by count(*) desc limit 1 offset 5) as keyword,
      (select k from candidates, unnest(keyword_ids) k group by k order by count(*), k limit 1) as "rareKeyword",
      (select c from candidates, unnest(country_ids) c group by c order by count(*) desc limit 1) as country,
      (select c from candidates, unnest(city_ids) c group by c order by count(*) desc limit 1 offset 3) as city,
      (select s from candidates, unnest(specialization_ids) s group by s order by count(*) desc limit 1) as specialization`)
  ).rows;
  ids = row;
  const [keyword] = (
    await pool.query(`select lower(coalesce(names->>'en', slug)) as name from keywords where id = $1`, [
      ids.rareKeyword,
    ])
  ).rows;
  rareTerm = keyword.name;
}, 300_000);

const actor = guestActor('en');
const list = (input: TListCandidatesQuery) => () => listCandidates({ actor, input, db: database.db });

describe('the plan check', () => {
  it('catches a statement that reads every listed candidate (the sitemap’s slugs, which is not a search)', async () => {
    const [statement] = await plans.statementsOf(() => candidateSearch.listedSlugs(database.db, CANDIDATE_COUNT));
    expect(plans.excessesOf(await plans.planOf(statement!))).toEqual(
      expect.arrayContaining([expect.stringMatching(/read \d+ candidates/)]),
    );
  });
});

describe(`the count over ${CANDIDATE_COUNT.toLocaleString('en')} candidates`, () => {
  it('stops at the cap and says so, and the pages end where it stops', async () => {
    const pages = CANDIDATES.countMax / CANDIDATES.pageSize;
    const first = await list({})();
    expect(first).toMatchObject({ total: CANDIDATES.countMax, is_total_capped: true, page: 1, pages });
    expect(first.list).toHaveLength(CANDIDATES.pageSize);
    expect((await list({ page: pages })()).list).toHaveLength(CANDIDATES.pageSize);
    expect(await list({ page: pages + 1 })()).toMatchObject({ list: [], is_total_capped: true, pages });
    const quick = await quickSearchCandidates({ actor, input: { search: 'developer' }, db: database.db });
    expect(quick).toMatchObject({ total: CANDIDATES.countMax, is_total_capped: true });
  });

  it('is exact below the cap', async () => {
    const [{ n }] = (
      await pool.query(
        `select count(*)::int as n from candidates c join users u on u.id = c.user_id
         where c.moderation_status = 'approved' and c.is_public
           and u.is_active and u.blocked_at is null and u.deleted_at is null
           and c.keyword_ids @> array[$1]::int[]`,
        [ids.rareKeyword],
      )
    ).rows;
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(CANDIDATES.countMax);
    expect(await list({ keyword_ids: [ids.rareKeyword] })()).toMatchObject({ total: n, is_total_capped: false });
  });
});

describe(`the candidate search's statements over ${CANDIDATE_COUNT.toLocaleString('en')} candidates`, () => {
  it('read a bounded part of them for the list in every sort, a broad term and a deep page', async () => {
    for (const sort of CANDIDATES.sorts) await plans.expectBounded(list({ sort }));
    for (const sort of CANDIDATES.sorts) await plans.expectBounded(list({ search: 'developer', sort }));
    await plans.expectBounded(list({ page: 100 }));
    await plans.expectBounded(list({ page: 100, sort: 'salary_desc' }));
  });

  it('read a bounded part with filters, one or several, with and without a term', async () => {
    await plans.expectBounded(list({ search: rareTerm }));
    await plans.expectBounded(list({ keyword_ids: [ids.keyword], seniority: ['senior'], country_ids: [ids.country] }));
    await plans.expectBounded(list({ search: 'engineer', seniority: ['senior'], country_ids: [ids.country] }));
    await plans.expectBounded(list({ search: 'engineer', sort: 'relevance', english_level: 'upper_intermediate' }));
    await plans.expectBounded(
      list({ specialization_ids: [ids.specialization], experience: ['3y+', '5y+'], job_types: ['full_time'] }),
    );
    await plans.expectBounded(list({ city_ids: [ids.city], sort: 'salary_asc', salary_from: 2000 }));
    await plans.expectBounded(list({ moving: true, english_level: 'intermediate' }));
    await plans.expectBounded(list({ outstaff: true, sort: 'salary_desc' }));
  });

  it('read a bounded part for the header’s quick search, a fragment of many positions or skills or of few', async () => {
    // "git" is in a tenth of the skills, "figma" in a thirtieth, "dev" in half of the positions and no skill.
    for (const search of ['dev', 'git', 'figma', rareTerm]) {
      await plans.expectBounded(() => quickSearchCandidates({ actor, input: { search }, db: database.db }));
    }
  });

  it('read a bounded part for the candidates matching a vacancy, for the company it is for', async () => {
    const match =
      (criteria: { specialization_ids: number[]; keyword_ids: number[] }, page = 1) =>
      () =>
        matchCandidates({
          actor,
          db: database.db,
          input: {
            ...criteria,
            seniority: 'senior',
            city_ids: [ids.city],
            country_ids: [ids.country],
            is_remote: true,
            company_id: HIDING_COMPANY,
            page,
          },
        });
    const broad = { specialization_ids: [ids.specialization], keyword_ids: [ids.keyword] };
    await plans.expectBounded(match(broad));
    await plans.expectBounded(match(broad, 50));
    await plans.expectBounded(match({ specialization_ids: [], keyword_ids: [ids.rareKeyword] }));
  });
});
