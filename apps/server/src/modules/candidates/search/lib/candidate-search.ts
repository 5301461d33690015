import { CANDIDATES, ENGLISH_LEVELS, type TCandidateFilters } from '@hushwork/contract';
import { type AnyColumn, and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
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
export type CandidatePage = { rows: CandidateRow[]; total: number; reachable: number };
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
 */
const isActiveAccount = sql`exists (select 1 from users where users.id = ${candidates.user_id}
  and users.is_active and users.blocked_at is null and users.deleted_at is null)`;

function visibleTo(viewer: SearchViewer): SQL[] {
  const conditions = [eq(candidates.moderation_status, 'approved'), eq(candidates.is_public, true), isActiveAccount];
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
  if (filters.moving) conditions.push(sql`'moving' = any(${candidates.job_types})`);
  if (filters.outstaff) {
    conditions.push(
      sql`('is_considering_outstaff' = any(${candidates.job_types}) or 'is_outstaffing' = any(${candidates.employment}))`,
    );
  }
  return conditions;
}

function orderOf(sort: Filters['sort']) {
  switch (sort) {
    case 'salary_asc':
      return [sql`${candidates.salary} asc nulls last`, asc(candidates.id)];
    case 'salary_desc':
      return [sql`${candidates.salary} desc nulls last`, desc(candidates.id)];
    default:
      return [desc(candidates.published_at), desc(candidates.id)];
  }
}

async function countOf(db: Db, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(candidates).where(where);
  return counted?.total ?? 0;
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
   * One page of listed candidates matching the filters, and how many match. With `relevance` and a term, the newest
   * `CANDIDATES.rankedMax` matches are ranked (`reachable` says how many of `total` the pages reach).
   */
  async page(db: Db, filters: Filters, viewer: SearchViewer, paging: { limit: number; offset: number }) {
    const where = and(...visibleTo(viewer), ...filterConditions(filters));
    const total = await countOf(db, where);
    if (filters.sort === 'relevance' && filters.search) {
      const reachable = Math.min(total, CANDIDATES.rankedMax);
      if (paging.offset >= reachable) return { rows: [], total, reachable } satisfies CandidatePage;
      // The newest matches only are ranked: ranking every match of a broad term reads every row it matches.
      const matched = db
        .$with('matched')
        .as(
          db
            .select({ id: candidates.id, published_at: candidates.published_at, vector: candidates.search_vector })
            .from(candidates)
            .where(where)
            .orderBy(desc(candidates.published_at), desc(candidates.id))
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
      return { rows, total, reachable } satisfies CandidatePage;
    }
    if (paging.offset >= total) return { rows: [], total, reachable: total } satisfies CandidatePage;
    const ids = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(where)
      .orderBy(...orderOf(filters.sort))
      .limit(paging.limit)
      .offset(paging.offset);
    return {
      rows: await rowsInOrder(db, ids),
      total,
      reachable: total,
    } satisfies CandidatePage;
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
    if (shares.length === 0) return { rows: [], total: 0, reachable: 0 } satisfies CandidatePage;
    const where = and(...visibleTo(viewer), or(...shares));
    const total = await countOf(db, where);
    const reachable = Math.min(total, CANDIDATES.rankedMax);
    if (paging.offset >= reachable) return { rows: [], total, reachable } satisfies CandidatePage;
    const matched = db.$with('matched').as(
      db
        .select({
          id: candidates.id,
          published_at: candidates.published_at,
          score: sql<number>`${scoreOf(criteria)}`.as('score'),
        })
        .from(candidates)
        .where(where)
        .orderBy(desc(candidates.published_at), desc(candidates.id))
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
    return { rows, total, reachable } satisfies CandidatePage;
  },

  /** Desired positions of listed candidates containing the term, most common first. */
  async positions(db: Db, term: string, viewer: SearchViewer, limit: number) {
    const name = sql<string>`min(${candidates.desired_position})`;
    return db
      .select({ name, count: sql<number>`count(*)::int` })
      .from(candidates)
      .where(and(...visibleTo(viewer), sql`lower(${candidates.desired_position}) like ${containsPattern(term)}`))
      .groupBy(sql`lower(${candidates.desired_position})`)
      .orderBy(sql`count(*) desc`, name)
      .limit(limit);
  },

  /** Skills listed candidates named that contain the term, most common first. */
  async skills(db: Db, term: string, viewer: SearchViewer, limit: number) {
    const name = sql<string>`min(${candidate_skills.name})`;
    return db
      .select({ name, count: sql<number>`count(*)::int` })
      .from(candidate_skills)
      .innerJoin(candidates, eq(candidates.id, candidate_skills.candidate_id))
      .where(and(...visibleTo(viewer), sql`lower(${candidate_skills.name}) like ${containsPattern(term)}`))
      .groupBy(sql`lower(${candidate_skills.name})`)
      .orderBy(sql`count(*) desc`, name)
      .limit(limit);
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
      .orderBy(desc(candidates.published_at), desc(candidates.id))
      .limit(limit);
    return rows.map((row) => row.slug);
  },
};

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
