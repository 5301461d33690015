import { and, avg, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { company_review_comments, company_reviews } from '../../reviews.schema.ts';

export type ReviewRow = typeof company_reviews.$inferSelect;
export type NewReview = typeof company_reviews.$inferInsert;
export type CommentRow = typeof company_review_comments.$inferSelect;
export type ReviewFields = Omit<NewReview, 'id' | 'company_id' | 'author_user_id' | 'author_role' | 'created_at'>;

const approvedOf = (companyId: number) =>
  and(eq(company_reviews.company_id, companyId), eq(company_reviews.moderation_status, 'approved'));

/** The only file that writes SQL for reviews and their comments. */
export const reviewRepo = {
  async insert(db: Db, row: NewReview): Promise<ReviewRow> {
    const [inserted] = await db.insert(company_reviews).values(row).returning();
    return inserted as ReviewRow;
  },
  async findById(db: Db, id: number): Promise<ReviewRow | undefined> {
    const [row] = await db.select().from(company_reviews).where(eq(company_reviews.id, id));
    return row;
  },
  async findByAuthor(db: Db, companyId: number, userId: number): Promise<ReviewRow | undefined> {
    const [row] = await db
      .select()
      .from(company_reviews)
      .where(and(eq(company_reviews.company_id, companyId), eq(company_reviews.author_user_id, userId)));
    return row;
  },
  async update(db: Db, id: number, fields: Partial<ReviewFields>): Promise<ReviewRow> {
    const [row] = await db
      .update(company_reviews)
      .set({ ...fields, updated_at: new Date() })
      .where(eq(company_reviews.id, id))
      .returning();
    return row as ReviewRow;
  },
  async listApproved(db: Db, companyId: number, page: { limit: number; offset: number }) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(company_reviews)
        .where(approvedOf(companyId))
        .orderBy(desc(company_reviews.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ value: count() }).from(company_reviews).where(approvedOf(companyId)),
    ]);
    return { rows, total: total?.value ?? 0 };
  },
  async averagesOf(db: Db, companyId: number) {
    const [row] = await db
      .select({
        count: count(),
        rating: avg(company_reviews.rating),
        salary_rating: avg(company_reviews.salary_rating),
        management_rating: avg(company_reviews.management_rating),
        work_life_rating: avg(company_reviews.work_life_rating),
        growth_rating: avg(company_reviews.growth_rating),
      })
      .from(company_reviews)
      .where(approvedOf(companyId));
    return row;
  },
  /** Approved reviews per company, for a page of companies in one query. */
  async approvedCountsOf(db: Db, companyIds: number[]): Promise<Map<number, number>> {
    if (companyIds.length === 0) return new Map();
    const rows = await db
      .select({ company_id: company_reviews.company_id, value: count() })
      .from(company_reviews)
      .where(and(inArray(company_reviews.company_id, companyIds), eq(company_reviews.moderation_status, 'approved')))
      .groupBy(company_reviews.company_id);
    return new Map(rows.map((row) => [row.company_id, row.value]));
  },
  async commentCountsOf(db: Db, reviewIds: number[]): Promise<Map<number, number>> {
    if (reviewIds.length === 0) return new Map();
    const rows = await db
      .select({ review_id: company_review_comments.review_id, value: count() })
      .from(company_review_comments)
      .where(inArray(company_review_comments.review_id, reviewIds))
      .groupBy(company_review_comments.review_id);
    return new Map(rows.map((row) => [row.review_id, row.value]));
  },
  async setModeration(db: Db, id: number, status: 'pending' | 'approved' | 'rejected') {
    await db.update(company_reviews).set({ moderation_status: status }).where(eq(company_reviews.id, id));
  },
  async insertComment(db: Db, row: typeof company_review_comments.$inferInsert): Promise<CommentRow> {
    const [inserted] = await db.insert(company_review_comments).values(row).returning();
    return inserted as CommentRow;
  },
  commentsOf: (db: Db, reviewId: number): Promise<CommentRow[]> =>
    db
      .select()
      .from(company_review_comments)
      .where(eq(company_review_comments.review_id, reviewId))
      .orderBy(company_review_comments.id),
};
