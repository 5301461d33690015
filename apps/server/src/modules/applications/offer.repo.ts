import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { job_offers } from './applications.schema.ts';

export type OfferRow = typeof job_offers.$inferSelect;
export type NewOffer = Omit<typeof job_offers.$inferInsert, 'id'>;
export type OfferFilter = {
  company_id?: number;
  vacancy_id?: number;
  user_id?: number;
  status?: string;
  is_read_by_worker?: boolean;
  answer_read_by_company?: boolean;
  is_answered?: boolean;
};
type Paging = { limit: number; offset: number };

function whereOf(filter: OfferFilter): SQL | undefined {
  return and(
    filter.company_id === undefined ? undefined : eq(job_offers.company_id, filter.company_id),
    filter.vacancy_id === undefined ? undefined : eq(job_offers.vacancy_id, filter.vacancy_id),
    filter.user_id === undefined ? undefined : eq(job_offers.user_id, filter.user_id),
    filter.status === undefined ? undefined : eq(job_offers.status, filter.status),
    filter.is_read_by_worker === undefined ? undefined : eq(job_offers.is_read_by_worker, filter.is_read_by_worker),
    filter.answer_read_by_company === undefined
      ? undefined
      : eq(job_offers.answer_read_by_company, filter.answer_read_by_company),
    filter.is_answered === undefined
      ? undefined
      : filter.is_answered
        ? isNotNull(job_offers.answered_at)
        : isNull(job_offers.answered_at),
  );
}

/** The only SQL on `job_offers`. */
export const offerRepo = {
  /** Undefined when the candidate has an unanswered offer for the vacancy (the partial unique index decides). */
  async insert(db: Db, offer: NewOffer): Promise<OfferRow | undefined> {
    const [row] = await db.insert(job_offers).values(offer).onConflictDoNothing().returning();
    return row;
  },

  async findById(db: Db, id: number): Promise<OfferRow | undefined> {
    const [row] = await db.select().from(job_offers).where(eq(job_offers.id, id));
    return row;
  },

  async update(db: Db, id: number, changes: Partial<NewOffer>): Promise<OfferRow> {
    const [row] = await db.update(job_offers).set(changes).where(eq(job_offers.id, id)).returning();
    return row as OfferRow;
  },

  /** Answers a pending offer; undefined when it was answered already (the first of two racing answers wins). */
  async answer(
    db: Db,
    id: number,
    answer: { status: 'approved' | 'declined'; answered_by: number; answered_at: Date },
  ): Promise<OfferRow | undefined> {
    const [row] = await db
      .update(job_offers)
      .set({ ...answer, is_read_by_worker: true, answer_read_by_company: false })
      .where(and(eq(job_offers.id, id), eq(job_offers.status, 'pending')))
      .returning();
    return row;
  },

  /** Newest first, with the number of all that match. */
  async page(db: Db, filter: OfferFilter, paging: Paging): Promise<{ rows: OfferRow[]; total: number }> {
    const where = whereOf(filter);
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(job_offers)
        .where(where)
        .orderBy(desc(job_offers.created_at), desc(job_offers.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ total: count() }).from(job_offers).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  async count(db: Db, filter: OfferFilter): Promise<number> {
    const [row] = await db.select({ total: count() }).from(job_offers).where(whereOf(filter));
    return row?.total ?? 0;
  },
};
