import type { TExternalJobsFilters } from '@hushwork/contract';
import { and, count, desc, eq, getTableColumns, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { external_job_applications, external_jobs } from './external-jobs.schema.ts';

const { search_vector: _vector, ...columns } = getTableColumns(external_jobs);
export type ExternalJobRow = Omit<typeof external_jobs.$inferSelect, 'search_vector'>;
/** A job as a feed or the factory writes it; the slug is derived from its URL, stable across fetches. */
export type NewExternalJob = Omit<
  typeof external_jobs.$inferInsert,
  'id' | 'search_vector' | 'created_at' | 'updated_at'
>;

/** A search text with no letter or digit finds nothing to match: it is no search at all. */
const hasWords = (search: string | undefined): search is string => Boolean(search && /[\p{L}\p{N}]/u.test(search));

function whereOf(filters: Omit<TExternalJobsFilters, 'page'>): SQL | undefined {
  return and(
    hasWords(filters.search)
      ? sql`${external_jobs.search_vector} @@ vacancy_search_query('simple'::regconfig, ${filters.search})`
      : undefined,
    filters.remote === true ? eq(external_jobs.is_remote, true) : undefined,
    filters.remote === false ? eq(external_jobs.is_remote, false) : undefined,
    filters.with_salary ? or(isNotNull(external_jobs.salary_min), isNotNull(external_jobs.salary_max)) : undefined,
    filters.company ? eq(external_jobs.company_slug, filters.company) : undefined,
    filters.source ? eq(external_jobs.source, filters.source) : undefined,
  );
}

export const externalJobRepo = {
  async page(
    db: Db,
    filters: Omit<TExternalJobsFilters, 'page'>,
    paging: { limit: number; offset: number },
  ): Promise<{ rows: ExternalJobRow[]; total: number }> {
    const where = whereOf(filters);
    const [rows, [totals]] = await Promise.all([
      db
        .select(columns)
        .from(external_jobs)
        .where(where)
        .orderBy(desc(external_jobs.published_at), desc(external_jobs.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ total: count() }).from(external_jobs).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  async sources(db: Db, max: number): Promise<string[]> {
    const rows = await db
      .selectDistinct({ source: external_jobs.source })
      .from(external_jobs)
      .orderBy(external_jobs.source)
      .limit(max);
    return rows.map((row) => row.source);
  },

  async findBySlug(db: Db, slug: string): Promise<ExternalJobRow | undefined> {
    const [row] = await db.select(columns).from(external_jobs).where(eq(external_jobs.slug, slug));
    return row;
  },

  async findById(db: Db, id: number): Promise<ExternalJobRow | undefined> {
    const [row] = await db.select(columns).from(external_jobs).where(eq(external_jobs.id, id));
    return row;
  },

  /** A company's name as its newest job spells it, or undefined when no job names that company. */
  async companyName(db: Db, slug: string): Promise<string | undefined> {
    const [row] = await db
      .select({ name: external_jobs.company_name })
      .from(external_jobs)
      .where(eq(external_jobs.company_slug, slug))
      .orderBy(desc(external_jobs.published_at))
      .limit(1);
    return row?.name;
  },

  /**
   * Writes a job by its URL: a new one is inserted, one fetched before is updated in place (its id and slug kept), so
   * a feed read twice changes nothing the second time.
   */
  async upsert(db: Db, job: NewExternalJob): Promise<ExternalJobRow> {
    const [row] = await externalJobRepo.upsertMany(db, [job]);
    return row as ExternalJobRow;
  },

  /** Many jobs in one statement, each written by its URL: a known URL takes the new fields, keeping slug and id. */
  async upsertMany(db: Db, jobs: readonly NewExternalJob[]): Promise<ExternalJobRow[]> {
    const [first] = jobs;
    if (!first) return [];
    const { slug: _slug, url: _url, ...changed } = first;
    const set = Object.fromEntries(
      Object.keys(changed).map((key) => [key, sql.raw(`excluded.${columns[key as keyof typeof changed].name}`)]),
    );
    return db
      .insert(external_jobs)
      .values([...jobs])
      .onConflictDoUpdate({ target: external_jobs.url, set: { ...set, updated_at: sql`now()` } })
      .returning(columns);
  },

  async slugExists(db: Db, slug: string): Promise<boolean> {
    const [row] = await db.select({ id: external_jobs.id }).from(external_jobs).where(eq(external_jobs.slug, slug));
    return row !== undefined;
  },

  /** The first time a person goes to a job counts; later clicks change nothing. */
  async recordApplication(
    db: Db,
    application: { external_job_id: number; user_id: number | null; email: string | null },
  ) {
    await db.insert(external_job_applications).values(application).onConflictDoNothing();
  },

  async countApplications(db: Db, externalJobId: number): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(external_job_applications)
      .where(eq(external_job_applications.external_job_id, externalJobId));
    return row?.total ?? 0;
  },
};
