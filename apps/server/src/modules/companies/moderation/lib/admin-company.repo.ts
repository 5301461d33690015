import { ADMIN, type TAdminListQuery, type TDecisionStatus } from '@hushwork/contract';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { type AdminListShape, adminOrder, adminWhere } from '../../../../platform/db/admin-query.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { adminOffset } from '../../../../platform/moderation.ts';
import { companies } from '../../companies.schema.ts';

const listColumns = {
  id: companies.id,
  slug: companies.slug,
  name: companies.name,
  is_public: companies.is_public,
  is_safe: companies.is_safe,
  vip_vacancies: companies.vip_vacancies,
  moderation_status: companies.moderation_status,
  moderation_note: companies.moderation_note,
  created_at: companies.created_at,
};
export type AdminCompanyRow = Pick<typeof companies.$inferSelect, keyof typeof listColumns>;

const shape: AdminListShape = {
  id: companies.id,
  status: companies.moderation_status,
  search: [companies.name, companies.slug],
  sorts: { created_at: companies.id, name: companies.name },
};

/** Admins' reads and decisions over every company, whatever its status. */
export const adminCompanyRepo = {
  async page(db: Db, query: TAdminListQuery): Promise<{ rows: AdminCompanyRow[]; total: number }> {
    const where = adminWhere(shape, query);
    const [rows, [counted]] = await Promise.all([
      db
        .select(listColumns)
        .from(companies)
        .where(where)
        .orderBy(...adminOrder(shape, query))
        .limit(ADMIN.pageSize)
        .offset(adminOffset(query.page)),
      db.select({ n: count() }).from(companies).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  },

  async find(db: Db, id: number) {
    const [row] = await db
      .select({ ...listColumns, description: companies.description, site: companies.site })
      .from(companies)
      .where(eq(companies.id, id));
    return row;
  },

  async decide(db: Db, ids: number[], status: TDecisionStatus, note: string | null) {
    return db
      .update(companies)
      .set({ moderation_status: status, moderation_note: note, updated_at: sql`now()` })
      .where(inArray(companies.id, ids))
      .returning({ id: companies.id, owner_user_id: companies.owner_user_id, title: companies.name });
  },

  async setFlag(db: Db, ids: number[], changes: { is_safe: boolean } | { vip_vacancies: boolean }) {
    return db
      .update(companies)
      .set({ ...changes, updated_at: sql`now()` })
      .where(inArray(companies.id, ids))
      .returning({ id: companies.id });
  },

  async countByStatus(db: Db, status: TDecisionStatus): Promise<number> {
    const [row] = await db.select({ n: count() }).from(companies).where(eq(companies.moderation_status, status));
    return row?.n ?? 0;
  },
};
