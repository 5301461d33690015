import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { job_applications } from './applications.schema.ts';

export type ApplicationRow = typeof job_applications.$inferSelect;
export type NewApplication = Omit<typeof job_applications.$inferInsert, 'id'>;
export type ApplicationFilter = {
  company_id?: number;
  vacancy_id?: number;
  user_id?: number;
  is_read?: boolean;
  status?: string;
};
type Paging = { limit: number; offset: number };

function whereOf(filter: ApplicationFilter): SQL | undefined {
  return and(
    filter.company_id === undefined ? undefined : eq(job_applications.company_id, filter.company_id),
    filter.vacancy_id === undefined ? undefined : eq(job_applications.vacancy_id, filter.vacancy_id),
    filter.user_id === undefined ? undefined : eq(job_applications.user_id, filter.user_id),
    filter.is_read === undefined ? undefined : eq(job_applications.is_read, filter.is_read),
    filter.status === undefined ? undefined : eq(job_applications.status, filter.status),
  );
}

/** The only SQL on `job_applications`. */
export const applicationRepo = {
  /** Undefined when the worker already applied to the vacancy (the unique index decides, even for two racing). */
  async insert(db: Db, application: NewApplication): Promise<ApplicationRow | undefined> {
    const [row] = await db.insert(job_applications).values(application).onConflictDoNothing().returning();
    return row;
  },

  async findById(db: Db, id: number): Promise<ApplicationRow | undefined> {
    const [row] = await db.select().from(job_applications).where(eq(job_applications.id, id));
    return row;
  },

  async findOfUser(db: Db, vacancyId: number, userId: number): Promise<ApplicationRow | undefined> {
    const [row] = await db
      .select()
      .from(job_applications)
      .where(and(eq(job_applications.vacancy_id, vacancyId), eq(job_applications.user_id, userId)));
    return row;
  },

  async update(db: Db, id: number, changes: Partial<NewApplication>): Promise<ApplicationRow> {
    const [row] = await db.update(job_applications).set(changes).where(eq(job_applications.id, id)).returning();
    return row as ApplicationRow;
  },

  /** Newest first, with the number of all that match. */
  async page(db: Db, filter: ApplicationFilter, paging: Paging): Promise<{ rows: ApplicationRow[]; total: number }> {
    const where = whereOf(filter);
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(job_applications)
        .where(where)
        .orderBy(desc(job_applications.created_at), desc(job_applications.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ total: count() }).from(job_applications).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  async count(db: Db, filter: ApplicationFilter): Promise<number> {
    const [row] = await db.select({ total: count() }).from(job_applications).where(whereOf(filter));
    return row?.total ?? 0;
  },

  /** Which of these candidates applied to which of these companies (with their profile), as `candidate:company` keys. */
  async appliedPairs(db: Db, candidateIds: readonly number[], companyIds: readonly number[]): Promise<Set<string>> {
    const rows = await db
      .selectDistinct({ candidate_id: job_applications.candidate_id, company_id: job_applications.company_id })
      .from(job_applications)
      .where(
        and(
          inArray(job_applications.candidate_id, [...new Set(candidateIds)]),
          inArray(job_applications.company_id, [...new Set(companyIds)]),
        ),
      );
    return new Set(rows.map((row) => `${row.candidate_id}:${row.company_id}`));
  },

  /** The applications a document was attached to: who may read it is decided from these. */
  async withFile(db: Db, fileId: string): Promise<ApplicationRow[]> {
    return db.select().from(job_applications).where(eq(job_applications.cv_file_id, fileId));
  },
};
