import {
  JOBS_FACET_NAMES,
  type Locale,
  type TJobsFacetName,
  type TJobsFilters,
  type TJobsSort,
  VACANCIES,
} from '@hushwork/contract';
import { and, asc, desc, eq, getTableColumns, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { rowsOf } from '../../manage/lib/sql-rows.ts';
import type { VacancyRow } from '../../manage/lib/vacancy.repo.ts';
import { searchConfigOf, toUsd } from '../../manage/lib/vacancy-fields.ts';
import { vacancies, vacancy_live_counts } from '../../vacancies.schema.ts';

/**
 * Every SQL statement of the job search lives here, behind `searchVacancies`, `countFacets`, `similarVacancies`,
 * `suggestTitles` and `rankLive`: an external search engine replaces this file, not its callers (ADR 0024).
 * Only open, approved vacancies are ever matched.
 */

type FacetName = TJobsFacetName;
export type FacetCounts = {
  total: number;
  is_total_capped: boolean;
  values: Record<FacetName, Map<string, number>>;
  /** The facets counted over a full sample of the matches: their figures are a sample's, not totals. */
  sampled: FacetName[];
};
/** The filters of `GET jobs`, any of them left out. */
export type SearchFilters = Partial<TJobsFilters>;

const LIVE = sql`v.moderation_status = 'approved' and v.state = 'active'`;
const TIMESTAMPS = ['published_at', 'created_at', 'updated_at', 'first_approved_at'] as const;
/**
 * A vacancy's row as the repository reads it: every column but the search vector's lexemes. Drizzle's driver leaves
 * timestamps of raw queries as text, so they are read as ISO strings and made dates again (`rowOf`).
 */
const ROW_COLUMNS = sql.raw(
  Object.values(getTableColumns(vacancies))
    .filter((column) => column.name !== 'search_vector')
    .map((column) =>
      (TIMESTAMPS as readonly string[]).includes(column.name)
        ? `to_json(v.${column.name}) #>> '{}' as ${column.name}`
        : `v.${column.name}`,
    )
    .join(', '),
);
const rowOf = (raw: Record<string, unknown>): VacancyRow =>
  ({
    ...raw,
    ...Object.fromEntries(TIMESTAMPS.map((name) => [name, raw[name] == null ? null : new Date(String(raw[name]))])),
  }) as VacancyRow;
const vacancyRows = async (db: Db, query: SQL) => (await rowsOf<Record<string, unknown>>(db, query)).map(rowOf);

const ints = (values: readonly number[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::int[]`;
const texts = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** A search text with no letter or digit finds nothing to match: it is no search at all. */
const hasWords = (search: string | undefined): search is string => Boolean(search && /[\p{L}\p{N}]/u.test(search));

const tsQuery = (search: string, locale: Locale) =>
  sql`vacancy_search_query(${searchConfigOf(locale)}::regconfig, ${search})`;

/** The filters as conditions on `vacancies v`; lists match any of their values, filters all together. */
function conditionsOf(filters: SearchFilters, locale: Locale): SQL[] {
  const where: SQL[] = [LIVE];
  const has = <T>(list: readonly T[] | undefined): list is readonly T[] => Boolean(list && list.length > 0);
  if (hasWords(filters.search)) where.push(sql`v.search_vector @@ ${tsQuery(filters.search, locale)}`);
  if (has(filters.specialization_ids)) where.push(sql`v.specialization_ids && ${ints(filters.specialization_ids)}`);
  if (has(filters.keyword_ids)) where.push(sql`v.keyword_ids && ${ints(filters.keyword_ids)}`);
  if (has(filters.seniority)) where.push(sql`v.seniority = any(${texts(filters.seniority)})`);
  if (has(filters.experience)) where.push(sql`v.experience = any(${texts(filters.experience)})`);
  if (has(filters.english_level)) where.push(sql`v.english_level = any(${texts(filters.english_level)})`);
  if (has(filters.job_types)) where.push(sql`v.job_types && ${texts(filters.job_types)}`);
  if (has(filters.employment)) where.push(sql`v.employment && ${texts(filters.employment)}`);
  if (has(filters.country_ids)) where.push(sql`v.country_ids && ${ints(filters.country_ids)}`);
  if (has(filters.city_ids)) where.push(sql`v.city_ids && ${ints(filters.city_ids)}`);
  if (filters.continent_id !== undefined) where.push(sql`v.continent_ids @> ${ints([filters.continent_id])}`);
  if (filters.remote !== undefined) where.push(sql`v.is_remote = ${filters.remote}`);
  if (filters.with_bonus) where.push(sql`v.hiring_bonus > 0`);
  if (filters.company_id !== undefined) where.push(sql`v.company_id = ${filters.company_id}`);
  // Ranges overlap: a vacancy paying 3,000–5,000 matches "from 4,000" and "up to 3,500".
  const currency = filters.currency ?? 'USD';
  if (filters.salary_from !== undefined) {
    where.push(sql`v.salary_max_usd >= ${toUsd(filters.salary_from, currency)}`);
  }
  if (filters.salary_to !== undefined) where.push(sql`v.salary_min_usd <= ${toUsd(filters.salary_to, currency)}`);
  return where;
}

/** No text and no filter: every open vacancy matches (the first view of `/job-openings`). */
const whereOf = (filters: SearchFilters, locale: Locale) => sql.join(conditionsOf(filters, locale), sql` and `);

// The orders match the partial indexes of vacancies.schema.ts column for column, nulls included.
const PLACEMENT = sql`v.is_top desc nulls last, v.is_vip desc nulls last`;
const ORDERS: Record<'date' | 'salary', SQL> = {
  date: sql`${PLACEMENT}, v.published_at desc nulls last, v.id desc nulls last`,
  salary: sql`${PLACEMENT}, v.salary_max_usd desc nulls last, v.id desc nulls last`,
};

const sortOf = (sort: TJobsSort | undefined, search: string | undefined): TJobsSort => {
  if (sort === 'relevance' && !hasWords(search)) return 'date';
  return sort ?? (hasWords(search) ? 'relevance' : 'date');
};

/** The last page a sort may reach: relevance ranks a bounded set, and no order pages past `pagesMax`. */
export function pagesOf(total: number, sort: TJobsSort): number {
  const reachable = sort === 'relevance' ? Math.min(total, VACANCIES.rankedMax) : total;
  return Math.min(Math.ceil(reachable / VACANCIES.pageSize), VACANCIES.pagesMax);
}

/**
 * One page of matching ids in order. Relevance ranks only the newest `rankedMax` matches: the planner finds them
 * through the date index for a broad term and through the GIN index for a narrow one, and ranking a thousand rows
 * costs the same whether the term matched two thousand vacancies or two hundred thousand.
 */
export async function searchVacancies(
  db: Db,
  request: { filters: SearchFilters; sort?: TJobsSort; page: number; locale: Locale },
): Promise<{ rows: VacancyRow[]; sort: TJobsSort }> {
  const { filters, page, locale } = request;
  const sort = sortOf(request.sort, filters.search);
  const limit = VACANCIES.pageSize;
  const offset = (page - 1) * limit;
  if (sort === 'relevance' && hasWords(filters.search)) {
    if (offset >= VACANCIES.rankedMax) return { rows: [], sort };
    const query = tsQuery(filters.search, locale);
    const rows = await vacancyRows(
      db,
      sql`with matched as (
            select v.id, v.is_top, v.is_vip, v.published_at, v.search_vector from vacancies v
            where ${whereOf(filters, locale)}
            order by v.published_at desc nulls last, v.id desc nulls last
            limit ${VACANCIES.rankedMax}
          ), ranked as (
            select v.id, row_number() over (
              order by ${PLACEMENT}, ts_rank(v.search_vector, ${query}) desc, v.published_at desc, v.id desc
            ) as position
            from matched v
            order by position limit ${limit} offset ${offset}
          )
          select ${ROW_COLUMNS} from ranked join vacancies v on v.id = ranked.id order by ranked.position`,
    );
    return { rows, sort };
  }
  const rows = await vacancyRows(
    db,
    sql`select ${ROW_COLUMNS} from vacancies v where ${whereOf(filters, locale)}
        order by ${ORDERS[sort === 'salary' ? 'salary' : 'date']} limit ${limit} offset ${offset}`,
  );
  return { rows, sort };
}

const FACET_VALUES = VACANCIES.facetValuesMax;
const SUGGEST_POOL = 300;
const FACET_NAMES: readonly FacetName[] = JOBS_FACET_NAMES;
/** Each facet's column, whether it holds one value or a list, and the filter that chooses among its values. */
const FACETS: Record<FacetName, { column: string; isList: boolean; filter: keyof SearchFilters }> = {
  seniority: { column: 'seniority', isList: false, filter: 'seniority' },
  experience: { column: 'experience', isList: false, filter: 'experience' },
  english_level: { column: 'english_level', isList: false, filter: 'english_level' },
  job_types: { column: 'job_types', isList: true, filter: 'job_types' },
  employment: { column: 'employment', isList: true, filter: 'employment' },
  remote: { column: 'is_remote', isList: false, filter: 'remote' },
  specializations: { column: 'specialization_ids', isList: true, filter: 'specialization_ids' },
  keywords: { column: 'keyword_ids', isList: true, filter: 'keyword_ids' },
  countries: { column: 'country_ids', isList: true, filter: 'country_ids' },
  cities: { column: 'city_ids', isList: true, filter: 'city_ids' },
};
const FACET_COLUMNS = sql.raw([...new Set(Object.values(FACETS).map((facet) => `v.${facet.column}`))].join(', '));

function facetCount(name: FacetName, source: string): SQL {
  const { column, isList } = FACETS[name];
  const from = sql.raw(source);
  if (name === 'remote') return sql`(select 'remote'::text, null::text, count(*)::int from ${from} where is_remote)`;
  if (!isList) {
    return sql`(select ${name}::text, ${sql.raw(column)}::text, count(*)::int from ${from}
               where ${sql.raw(column)} is not null group by 2)`;
  }
  return sql`(select ${name}::text, k::text, count(*)::int from ${from}, unnest(${sql.raw(column)}) k
             group by 2 order by 3 desc, 2 limit ${FACET_VALUES})`;
}

const isSet = (value: unknown) => value !== undefined && !(Array.isArray(value) && value.length === 0);

/** Where the writes keep each facet's counts over every open vacancy (`vacancy_live_counts`, migrations 0032, 0039). */
const KEPT_DIMENSION: Record<FacetName, KeptDimension> = {
  seniority: 'seniority',
  experience: 'experience',
  english_level: 'english_level',
  job_types: 'job_types',
  employment: 'employment',
  remote: 'is_remote',
  specializations: 'specialization_ids',
  keywords: 'keyword_ids',
  countries: 'country_ids',
  cities: 'city_ids',
};

/** No text and no filter left: every open vacancy matches, and the kept counts answer exactly. */
const isUnfiltered = (where: SearchFilters) => conditionsOf(where, 'en').length === 1;

/** A facet's values over every open vacancy, from the kept counts: exact at any size of the data. */
async function keptFacet(db: Db, name: FacetName): Promise<Map<string, number>> {
  const rows = await rankKept(db, KEPT_DIMENSION[name], { limit: FACET_VALUES });
  // The remote facet has one value, the count of remote vacancies, keyed '' as the sampled count keys it.
  return new Map(rows.map((row) => [name === 'remote' ? '' : row.key, row.n]));
}

/**
 * The number of matches and, for each filter, how many vacancies each of its values would find. A filter in use
 * counts its values as if it were not set (the others still apply), so choosing "junior" still shows how many
 * "senior" vacancies a second choice would add. Where nothing else is chosen (the first view, or a filter's own
 * values when it is the only one) the counts are the ones the writes keep (ADR 0047), exact; the rest are counted in
 * one statement over at most `countMax` + 1 matching rows each (taken in no order, the cheapest), and a facet whose
 * sample was full is named in `sampled`: its figures are a sample's, which the page does not show as totals.
 */
export async function countFacets(db: Db, filters: SearchFilters, locale: Locale): Promise<FacetCounts> {
  const sample = (source: string, where: SearchFilters) =>
    sql`${sql.raw(source)} as materialized (
          select ${FACET_COLUMNS} from vacancies v where ${whereOf(where, locale)} limit ${VACANCIES.countMax + 1}
        )`;
  const values = Object.fromEntries(FACET_NAMES.map((name) => [name, new Map<string, number>()])) as Record<
    FacetName,
    Map<string, number>
  >;
  const unfiltered = isUnfiltered(filters);
  const sources: SQL[] = unfiltered ? [] : [sample('base', filters)];
  const counts: SQL[] = unfiltered
    ? []
    : [sql`(select 'total'::text as facet, null::text as key, count(*)::int as n from base)`];
  const kept: FacetName[] = [];
  const sourceOf = new Map<FacetName, string>();
  for (const name of FACET_NAMES) {
    const { filter } = FACETS[name];
    const where = isSet(filters[filter]) ? { ...filters, [filter]: undefined } : filters;
    if (isUnfiltered(where)) {
      kept.push(name);
      continue;
    }
    const source = where === filters ? 'base' : `base_${name}`;
    if (source !== 'base') {
      sources.push(sample(source, where));
      // How many rows the sample holds: a full one makes this facet's figures a sample's.
      counts.push(sql`(select 'size'::text, ${source}::text, count(*)::int from ${sql.raw(source)})`);
    }
    sourceOf.set(name, source);
    counts.push(facetCount(name, source));
  }
  const [rows, keptValues, liveTotal] = await Promise.all([
    counts.length > 0
      ? rowsOf<{ facet: FacetName | 'total' | 'size'; key: string | null; n: number }>(
          db,
          sql`with ${sql.join(sources, sql`, `)} ${sql.join(counts, sql` union all `)}`,
        )
      : Promise.resolve([]),
    Promise.all(kept.map((name) => keptFacet(db, name))),
    unfiltered ? countLiveVacancies(db) : Promise.resolve(0),
  ]);
  kept.forEach((name, i) => {
    values[name] = keptValues[i]!;
  });
  let total = liveTotal;
  const sizes = new Map<string, number>();
  for (const row of rows) {
    if (row.facet === 'total') total = Number(row.n);
    else if (row.facet === 'size') sizes.set(row.key ?? '', Number(row.n));
    else values[row.facet].set(row.key ?? '', Number(row.n));
  }
  sizes.set('base', total);
  const sampled = FACET_NAMES.filter((name) => (sizes.get(sourceOf.get(name) ?? '') ?? 0) > VACANCIES.countMax);
  // Unfiltered, the kept total is exact: it is said as it is, and only the pages stop at what a visitor can reach.
  if (unfiltered) return { total, is_total_capped: false, values, sampled };
  return { total: Math.min(total, VACANCIES.countMax), is_total_capped: total > VACANCIES.countMax, values, sampled };
}

/** Open vacancies sharing a technology or a specialization with this one, newest first. */
export async function similarVacancies(
  db: Db,
  vacancy: { id: number; keyword_ids: number[]; specialization_ids: number[] },
  limit: number,
): Promise<number[]> {
  const shared: SQL[] = [];
  if (vacancy.keyword_ids.length > 0) shared.push(sql`v.keyword_ids && ${ints(vacancy.keyword_ids)}`);
  if (vacancy.specialization_ids.length > 0) {
    shared.push(sql`v.specialization_ids && ${ints(vacancy.specialization_ids)}`);
  }
  if (shared.length === 0) return [];
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select v.id from vacancies v where ${LIVE} and v.id <> ${vacancy.id} and (${sql.join(shared, sql` or `)})
        order by v.published_at desc nulls last, v.id desc nulls last limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}

/** Open vacancies whose title contains the typed text (trigram index), titles starting with it first. */
export async function suggestTitles(db: Db, text: string, limit: number): Promise<number[]> {
  const term = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  // A common fragment ("dev") matches a good share of all titles: any few hundred of them are enough to pick
  // the best few from, so the trigram index is read no further.
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select m.id from (
          select v.id, v.title, v.published_at from vacancies v
          where ${LIVE} and lower(v.title) like ${`%${term}%`} limit ${SUGGEST_POOL}
        ) m
        order by (lower(m.title) like ${`${term}%`}) desc, m.published_at desc nulls last, m.id desc
        limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}

/** Open VIP vacancies, newest first. */
export async function liveVipIds(db: Db, limit: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select v.id from vacancies v where ${LIVE} and v.is_vip order by v.published_at desc nulls last limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}

export type RankedDimension =
  | 'keyword_ids'
  | 'specialization_ids'
  | 'city_ids'
  | 'country_ids'
  | 'continent_ids'
  | 'seniority';

/** What the writes keep counts of: the ranked dimensions, the total (`all`) and the search's other facets. */
export type KeptDimension =
  | RankedDimension
  | 'all'
  | 'experience'
  | 'english_level'
  | 'job_types'
  | 'employment'
  | 'is_remote';

/** A key of a dimension and how many open vacancies have it; `sampled` when counted over a sample of the matches. */
export type RankedKey = { key: string; n: number; sampled?: boolean };

/**
 * How many open vacancies each technology, specialization, city, country or seniority has, most first, within a
 * continent when one is given: the landing pages worth linking and the top lists of the catalogs. Within filters
 * (`where`: a landing page's related links) it counts over at most `countMax` + 1 of the matches, as the facets do
 * (ADR 0044), so a broad filter such as a country costs what a page does: past that the figures are a sample's and
 * say so (`sampled`), and only the order they give is used.
 */
export async function rankLive(
  db: Db,
  dimension: RankedDimension,
  options: { continentId?: number; limit: number; where?: SearchFilters; locale?: Locale },
): Promise<RankedKey[]> {
  const conditions = options.where ? conditionsOf(options.where, options.locale ?? 'en') : [LIVE];
  if (options.continentId !== undefined) conditions.push(sql`v.continent_ids @> ${ints([options.continentId])}`);
  const where = sql.join(conditions, sql` and `);
  const column = sql.raw(dimension);
  const bound = options.where ? sql` limit ${VACANCIES.countMax + 1}` : sql``;
  const matches = sql`with m as materialized (select v.${column} from vacancies v where ${where}${bound})`;
  const sampled = options.where ? sql`(select count(*) from m) > ${VACANCIES.countMax}` : sql`false`;
  const query =
    dimension === 'seniority'
      ? sql`${matches} select m.seniority as key, count(*)::int as n, ${sampled} as sampled from m
            where m.seniority is not null group by 1 order by 2 desc, 1 limit ${options.limit}`
      : sql`${matches} select k::text as key, count(*)::int as n, ${sampled} as sampled from m, unnest(m.${column}) k
            group by 1 order by 2 desc, 1 limit ${options.limit}`;
  const rows = await rowsOf<{ key: string; n: number; sampled: boolean }>(db, query);
  return rows.map((row) => ({ key: row.key, n: Number(row.n), ...(row.sampled ? { sampled: true } : {}) }));
}

/**
 * `rankLive` without filters, read from the counts the writes keep (`vacancy_live_counts`, ADR 0047): the most
 * frequent keys of one dimension over every open vacancy or a continent's, through an index, whatever the data's size.
 */
export async function rankKept(
  db: Db,
  dimension: KeptDimension,
  options: { continentId?: number; limit: number },
): Promise<{ key: string; n: number }[]> {
  const counts = vacancy_live_counts;
  return db
    .select({ key: counts.key, n: counts.n })
    .from(counts)
    .where(and(eq(counts.scope, options.continentId ?? 0), eq(counts.dimension, dimension), gt(counts.n, 0)))
    .orderBy(desc(counts.n), asc(counts.key))
    .limit(options.limit);
}

/**
 * The technology pages with a seniority, a city or both that have open vacancies (a technology alone is `rankLive`'s),
 * one slice at a time in a fixed order (technology, seniority, city), so the sitemap's files split them the same way
 * from one request to the next.
 */
const TECHNOLOGY_COMBINATIONS = sql`select k as keyword_id, s as seniority, c as city_id
    from vacancies v
    cross join lateral unnest(v.keyword_ids) k
    cross join lateral (select v.seniority as s) level
    left join lateral unnest(v.city_ids) c on true
    where ${LIVE}
    group by grouping sets ((k, s), (k, c), (k, s, c))
    having (grouping(s) = 1 or s is not null) and (grouping(c) = 1 or c is not null)`;

export async function liveTechnologyCombinations(
  db: Db,
  slice: { offset: number; limit: number },
): Promise<{ keyword_id: number; seniority: string | null; city_id: number | null }[]> {
  const rows = await rowsOf<{ keyword_id: number; seniority: string | null; city_id: number | null }>(
    db,
    sql`${TECHNOLOGY_COMBINATIONS} order by 1, 2 nulls first, 3 nulls first limit ${slice.limit} offset ${slice.offset}`,
  );
  return rows.map((row) => ({
    keyword_id: Number(row.keyword_id),
    seniority: row.seniority,
    city_id: row.city_id === null ? null : Number(row.city_id),
  }));
}

/** How many technology pages with a seniority or a city `liveTechnologyCombinations` has in all. */
export async function countLiveTechnologyCombinations(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${TECHNOLOGY_COMBINATIONS}) pages`);
  return Number(row?.n ?? 0);
}

/** How many vacancies are open. */
export async function countLiveVacancies(db: Db): Promise<number> {
  const [row] = await rankKept(db, 'all', { limit: 1 });
  return row?.n ?? 0;
}

/** The id of the open vacancy at `position` (from 0) in id order; `null` past the last. */
export async function liveIdAt(db: Db, position: number): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select v.id from vacancies v where ${LIVE} order by v.id limit 1 offset ${position}`,
  );
  return row ? Number(row.id) : null;
}

/** Open vacancies' slugs in id order after the id `afterId` (keyset paging): the sitemap's files, a slice at a time. */
export async function liveSlugsAfter(db: Db, afterId: number, limit: number): Promise<{ id: number; slug: string }[]> {
  const rows = await rowsOf<{ id: number; slug: string }>(
    db,
    sql`select v.id, v.slug from vacancies v where ${LIVE} and v.id > ${afterId} order by v.id limit ${limit}`,
  );
  return rows.map((row) => ({ id: Number(row.id), slug: row.slug }));
}

/**
 * Open vacancies that share words with a resume: any one of `terms` (its position title, each of its skills) found
 * in a title, keywords or description, best ranked first among the newest `rankedMax` matches, as relevance ranks.
 */
export async function matchingVacancies(
  db: Db,
  request: { terms: readonly string[]; locale: Locale; limit: number },
): Promise<number[]> {
  const terms = request.terms.filter(hasWords);
  if (terms.length === 0) return [];
  const query = sql`(${sql.join(
    terms.map((term) => tsQuery(term, request.locale)),
    sql` || `,
  )})`;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`with matched as (
          select v.id, v.published_at, v.search_vector from vacancies v
          where ${LIVE} and v.search_vector @@ ${query}
          order by v.published_at desc nulls last, v.id desc nulls last
          limit ${VACANCIES.rankedMax}
        )
        select id from matched
        order by ts_rank(search_vector, ${query}) desc, published_at desc nulls last, id desc
        limit ${request.limit}`,
  );
  return rows.map((row) => Number(row.id));
}
