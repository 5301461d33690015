import { CANDIDATES, ENGLISH_LEVELS, type TCandidateFilters } from '@hushwork/contract';
import { type AnyColumn, and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Db } from '../../../../platform/db/database.ts';
import { candidate_hidden_companies, candidate_skills, candidates } from '../../candidates.schema.ts';
import type { CandidateRow } from '../../profile/lib/candidate.repo.ts';

/**
 * Every query that finds candidates (ADR 0024's "search behind one module"): the list, the header's suggestions, the
 * search box's pick and the sitemap. An external engine replacing PostgreSQL full-text search replaces this file.
 * Each query reads listed profiles only, minus those the candidate hid from the reader's company.
 */

/** Who is searching: their company's id (a company member) hides the profiles hidden from that company. */
export type SearchViewer = { companyId: number | null };
/** `total` stops at `CANDIDATES.countMax`; `is_total_capped` says more match. */
export type CandidatePage = { rows: CandidateRow[]; total: number; is_total_capped: boolean; reachable: number };
type Filters = Omit<TCandidateFilters, 'page'>;
/** What a vacancy asks for, to find the candidates who fit it (`matching`). */
export type MatchCriteria = {
  specialization_ids: readonly number[];
  keyword_ids: readonly number[];
  seniority: string | null;
  city_ids: readonly number[];
  country_ids: readonly number[];
  is_remote: boolean;
};

/**
 * Listed: approved, public, and its account active (spec section 4). The account's state is identity's, and the
 * recipe says to copy such a column beside the id; identity has no hook yet that would keep a copy true when an
 * account is deactivated or blocked, so until it has, this one query reads those three columns of `users` by id.
 * A subquery per candidate read, never a join: as `exists`, the planner hashed every account to check the few
 * hundred profiles a term matched, a read of all accounts that grows with them (ADR 0045); this way a statement
 * reads one account per profile it reads, whose number the search bounds.
 */
const isActiveAccount = sql`(select users.id from users where users.id = ${candidates.user_id}
  and users.is_active and users.blocked_at is null and users.deleted_at is null) is not null`;

/**
 * Approved and public, written as the partial indexes' predicate (`listed` in candidates.schema.ts), with no
 * parameter in it: the planner proves a partial index applies from constants, so it does even in a generic plan.
 */
const LISTED = sql`${candidates.moderation_status} = 'approved' and ${candidates.is_public}`;

function visibleTo(viewer: SearchViewer): SQL[] {
  const conditions = [LISTED, isActiveAccount];
  if (viewer.companyId !== null) {
    conditions.push(sql`not exists (select 1 from ${candidate_hidden_companies}
      where ${candidate_hidden_companies.candidate_id} = ${candidates.id}
      and ${candidate_hidden_companies.company_id} = ${viewer.companyId})`);
  }
  return conditions;
}

/**
 * The term as found in a vector written as typed or with accents folded ("Müller" and "Muller" alike): the vector
 * keeps the profile's own spelling, so both forms of the term are asked for.
 */
const queryOf = (term: string) =>
  sql`(websearch_to_tsquery('simple', ${term}) || websearch_to_tsquery('simple', public.hw_unaccent(${term})))`;

/** How many matches the header's suggestions are counted among (the vacancies' title suggestions pick from as many). */
const SUGGEST_POOL = 300;

/** A bound array literal (drizzle spreads a JS array into a list of parameters, so it is built element by element). */
const intArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** `english_level` is the lowest level accepted: that level and every one above it. */
const levelsFrom = (level: (typeof ENGLISH_LEVELS)[number]) => ENGLISH_LEVELS.slice(ENGLISH_LEVELS.indexOf(level));

function filterConditions(filters: Filters): SQL[] {
  const conditions: SQL[] = [];
  const overlaps = (column: AnyColumn, array: SQL) => conditions.push(sql`${column} && ${array}`);
  if (filters.search) conditions.push(sql`${candidates.search_vector} @@ ${queryOf(filters.search)}`);
  if (filters.specialization_ids?.length) overlaps(candidates.specialization_ids, intArray(filters.specialization_ids));
  if (filters.keyword_ids?.length) overlaps(candidates.keyword_ids, intArray(filters.keyword_ids));
  if (filters.country_ids?.length) overlaps(candidates.country_ids, intArray(filters.country_ids));
  if (filters.city_ids?.length) overlaps(candidates.city_ids, intArray(filters.city_ids));
  if (filters.job_types?.length) overlaps(candidates.job_types, textArray(filters.job_types));
  if (filters.seniority?.length) conditions.push(inArray(candidates.seniority, filters.seniority));
  if (filters.experience?.length) conditions.push(inArray(candidates.experience, filters.experience));
  if (filters.english_level && filters.english_level !== 'without') {
    conditions.push(inArray(candidates.english_level, levelsFrom(filters.english_level)));
  }
  if (filters.salary_from !== undefined) conditions.push(sql`${candidates.salary} >= ${filters.salary_from}`);
  if (filters.salary_to !== undefined) conditions.push(sql`${candidates.salary} <= ${filters.salary_to}`);
  // Written as array operators, not `= any(…)`, so the filters' GIN index serves them too.
  if (filters.moving) conditions.push(sql`${candidates.job_types} @> ${textArray(['moving'])}`);
  if (filters.outstaff) {
    conditions.push(
      sql`(${candidates.job_types} && ${textArray(['is_considering_outstaff'])} or ${candidates.employment} && ${textArray(['is_outstaffing'])})`,
    );
  }
  return conditions;
}

// The orders match the partial indexes of candidates.schema.ts column for column, nulls included: `desc` alone puts
// nulls first, which an index of `desc nulls last` does not serve even on a column that holds no null.
const NEWEST = [sql`${candidates.published_at} desc nulls last`, sql`${candidates.id} desc nulls last`];

function orderOf(sort: Filters['sort']) {
  switch (sort) {
    case 'salary_asc':
      return [sql`${candidates.salary} asc nulls last`, asc(candidates.id)];
    case 'salary_desc':
      return [sql`${candidates.salary} desc nulls last`, sql`${candidates.id} desc nulls last`];
    default:
      return NEWEST;
  }
}

/**
 * How many match, up to `CANDIDATES.countMax`: as many as the pages reach. The count reads at most one row more than
 * that (which says there are more), taken in no order, the cheapest, so a broad search costs what a narrow one does.
 */
async function countOf(db: Db, where: SQL | undefined): Promise<Pick<CandidatePage, 'total' | 'is_total_capped'>> {
  const matched = db
    .select({ one: sql`1`.as('one') })
    .from(candidates)
    .where(where)
    .limit(CANDIDATES.countMax + 1)
    .as('matched');
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(matched);
  const n = Number(counted?.n ?? 0);
  return { total: Math.min(n, CANDIDATES.countMax), is_total_capped: n > CANDIDATES.countMax };
}

/** The candidates of a page of ids, in the page's order. */
async function rowsInOrder(db: Db, page: { id: number }[]): Promise<CandidateRow[]> {
  const ids = page.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db.select().from(candidates).where(inArray(candidates.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const candidateSearch = {
  /**
   * One page of listed candidates matching the filters, and how many match (up to `CANDIDATES.countMax`, where the
   * pages end). With `relevance` and a term, the newest `CANDIDATES.rankedMax` matches are ranked (`reachable` says how
   * many of `total` the pages reach).
   */
  async page(db: Db, filters: Filters, viewer: SearchViewer, paging: { limit: number; offset: number }) {
    const where = and(...visibleTo(viewer), ...filterConditions(filters));
    const counted = await countOf(db, where);
    const { total } = counted;
    if (filters.sort === 'relevance' && filters.search) {
      const reachable = Math.min(total, CANDIDATES.rankedMax);
      if (paging.offset >= reachable) return { rows: [], ...counted, reachable } satisfies CandidatePage;
      // The newest matches only are ranked: ranking every match of a broad term reads every row it matches.
      const matched = db.$with('matched').as(
        db
          .select({ id: candidates.id, published_at: candidates.published_at, vector: candidates.search_vector })
          .from(candidates)
          .where(where)
          .orderBy(...NEWEST)
          .limit(CANDIDATES.rankedMax),
      );
      const ranked = await db
        .with(matched)
        .select({ id: matched.id })
        .from(matched)
        .orderBy(
          sql`ts_rank_cd(${matched.vector}, ${queryOf(filters.search)}) desc`,
          desc(matched.published_at),
          desc(matched.id),
        )
        .limit(paging.limit)
        .offset(paging.offset);
      const rows = await rowsInOrder(db, ranked);
      return { rows, ...counted, reachable } satisfies CandidatePage;
    }
    if (paging.offset >= total) return { rows: [], ...counted, reachable: total } satisfies CandidatePage;
    const ids = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(where)
      .orderBy(...orderOf(filters.sort))
      .limit(paging.limit)
      .offset(paging.offset);
    return { rows: await rowsInOrder(db, ids), ...counted, reachable: total } satisfies CandidatePage;
  },

  /**
   * Listed candidates sharing a specialization or a technology with a vacancy, those matching it most first: one point
   * per shared specialization and technology, one for the same seniority, one for the place (both remote, or a city or
   * country in common). Like a text search, only the newest `CANDIDATES.rankedMax` matches are scored, so a broad
   * specialization costs what a narrow one does; `reachable` says how many of `total` the pages reach.
   */
  async matching(db: Db, criteria: MatchCriteria, viewer: SearchViewer, paging: { limit: number; offset: number }) {
    const shares = [
      criteria.specialization_ids.length > 0 &&
        sql`${candidates.specialization_ids} && ${intArray(criteria.specialization_ids)}`,
      criteria.keyword_ids.length > 0 && sql`${candidates.keyword_ids} && ${intArray(criteria.keyword_ids)}`,
    ].filter((condition) => condition !== false);
    if (shares.length === 0)
      return { rows: [], total: 0, is_total_capped: false, reachable: 0 } satisfies CandidatePage;
    const where = and(...visibleTo(viewer), or(...shares));
    const counted = await countOf(db, where);
    const reachable = Math.min(counted.total, CANDIDATES.rankedMax);
    if (paging.offset >= reachable) return { rows: [], ...counted, reachable } satisfies CandidatePage;
    const matched = db.$with('matched').as(
      db
        .select({
          id: candidates.id,
          published_at: candidates.published_at,
          score: sql<number>`${scoreOf(criteria)}`.as('score'),
        })
        .from(candidates)
        .where(where)
        .orderBy(...NEWEST)
        .limit(CANDIDATES.rankedMax),
    );
    const ranked = await db
      .with(matched)
      .select({ id: matched.id })
      .from(matched)
      .orderBy(desc(matched.score), desc(matched.published_at), desc(matched.id))
      .limit(paging.limit)
      .offset(paging.offset);
    const rows = await rowsInOrder(db, ranked);
    return { rows, ...counted, reachable } satisfies CandidatePage;
  },

  /**
   * Desired positions of listed candidates containing the term, most common first, counted among any `SUGGEST_POOL`
   * matches: a common fragment ("dev") matches most profiles, and a few hundred of them tell the common positions
   * apart as well as all would, so what is read is bounded by the fragment's share of the profiles, not their number.
   */
  async positions(db: Db, term: string, viewer: SearchViewer, limit: number) {
    const matched = db
      .select({ value: sql<string>`${candidates.desired_position}`.as('value') })
      .from(candidates)
      .where(and(...visibleTo(viewer), sql`lower(${candidates.desired_position}) like ${containsPattern(term)}`))
      .limit(SUGGEST_POOL)
      .as('matched');
    return mostCommon(db, matched, limit);
  },

  /** Skills listed candidates named that contain the term, most common first, counted as `positions` counts. */
  async skills(db: Db, term: string, viewer: SearchViewer, limit: number) {
    const matched = db
      .select({ value: sql<string>`${candidate_skills.name}`.as('value') })
      .from(candidate_skills)
      .innerJoin(candidates, eq(candidates.id, candidate_skills.candidate_id))
      .where(and(...visibleTo(viewer), sql`lower(${candidate_skills.name}) like ${containsPattern(term)}`))
      .limit(SUGGEST_POOL)
      .as('matched');
    return mostCommon(db, matched, limit);
  },

  /** A listed candidate by slug, as the reader may find it. */
  async listedBySlug(db: Db, slug: string, viewer: SearchViewer): Promise<CandidateRow | undefined> {
    const [row] = await db
      .select()
      .from(candidates)
      .where(and(eq(candidates.slug, slug), ...visibleTo(viewer)));
    return row;
  },

  /** Slugs of listed candidates for the sitemap, newest first: the anonymous slug only, never more. */
  async listedSlugs(db: Db, limit: number): Promise<string[]> {
    const rows = await db
      .select({ slug: candidates.slug })
      .from(candidates)
      .where(and(...visibleTo({ companyId: null })))
      .orderBy(...NEWEST)
      .limit(limit);
    return rows.map((row) => row.slug);
  },
};

/** The most common values of a sample, whatever their case, each named as one of them is written. */
function mostCommon(db: Db, matched: SubqueryWithSelection<{ value: SQL.Aliased<string> }, 'matched'>, limit: number) {
  const name = sql<string>`min(${matched.value})`;
  return db
    .select({ name, count: sql<number>`count(*)::int` })
    .from(matched)
    .groupBy(sql`lower(${matched.value})`)
    .orderBy(sql`count(*) desc`, name)
    .limit(limit);
}

/** How many of a vacancy's wishes a candidate meets (`candidateSearch.matching`). */
function scoreOf(criteria: MatchCriteria): SQL {
  const sharedCount = (column: AnyColumn, ids: readonly number[]) =>
    ids.length === 0
      ? sql`0`
      : sql`(select count(*)::int from unnest(${column}) as shared where shared = any(${intArray(ids)}))`;
  const places = [
    criteria.is_remote && sql`'is_remote_work' = any(${candidates.job_types})`,
    criteria.city_ids.length > 0 && sql`${candidates.city_ids} && ${intArray(criteria.city_ids)}`,
    criteria.country_ids.length > 0 && sql`${candidates.country_ids} && ${intArray(criteria.country_ids)}`,
  ].filter((condition) => condition !== false);
  const seniority = criteria.seniority === null ? sql`0` : sql`(${candidates.seniority} = ${criteria.seniority})::int`;
  const place = places.length === 0 ? sql`0` : sql`(${sql.join(places, sql` or `)})::int`;
  return sql`${sharedCount(candidates.specialization_ids, criteria.specialization_ids)}
    + ${sharedCount(candidates.keyword_ids, criteria.keyword_ids)} + coalesce(${seniority}, 0) + ${place}`;
}

const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
