import { ADMIN, type TAdminListQuery, type TDecisionStatus } from '@hushwork/contract';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { type AdminListShape, adminOrder, adminWhere } from '../../../../platform/db/admin-query.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { adminOffset } from '../../../../platform/moderation.ts';
import { companies } from '../../companies.schema.ts';
import { company_reviews } from '../../reviews.schema.ts';

const listColumns = {
  id: company_reviews.id,
  company_id: company_reviews.company_id,
  company_name: companies.name,
  company_slug: companies.slug,
  title: company_reviews.title,
  pros: company_reviews.pros,
  cons: company_reviews.cons,
  rating: company_reviews.rating,
  author_role: company_reviews.author_role,
  moderation_status: company_reviews.moderation_status,
  moderation_note: company_reviews.moderation_note,
  created_at: company_reviews.created_at,
};

const shape: AdminListShape = {
  id: company_reviews.id,
  status: company_reviews.moderation_status,
  search: [company_reviews.title, companies.name],
  sorts: { created_at: company_reviews.id, rating: company_reviews.rating },
};

/** Admins' reads and decisions over every company review, with the company it is about. */
export const adminReviewRepo = {
  async page(db: Db, query: TAdminListQuery) {
    const where = adminWhere(shape, query);
    const [rows, [counted]] = await Promise.all([
      db
        .select(listColumns)
        .from(company_reviews)
        .innerJoin(companies, eq(companies.id, company_reviews.company_id))
        .where(where)
        .orderBy(...adminOrder(shape, query))
        .limit(ADMIN.pageSize)
        .offset(adminOffset(query.page)),
      db
        .select({ n: count() })
        .from(company_reviews)
        .innerJoin(companies, eq(companies.id, company_reviews.company_id))
        .where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  },

  async decide(db: Db, ids: number[], status: TDecisionStatus, note: string | null) {
    return db
      .update(company_reviews)
      .set({ moderation_status: status, moderation_note: note, updated_at: sql`now()` })
      .where(inArray(company_reviews.id, ids))
      .returning({
        id: company_reviews.id,
        owner_user_id: company_reviews.author_user_id,
        title: company_reviews.title,
        company_id: company_reviews.company_id,
      });
  },

  async slugsOf(db: Db, companyIds: number[]) {
    if (companyIds.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ id: companies.id, slug: companies.slug })
      .from(companies)
      .where(inArray(companies.id, companyIds));
    return new Map(rows.map((row) => [row.id, row.slug]));
  },

  async countByStatus(db: Db, status: TDecisionStatus): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(company_reviews)
      .where(eq(company_reviews.moderation_status, status));
    return row?.n ?? 0;
  },
};
