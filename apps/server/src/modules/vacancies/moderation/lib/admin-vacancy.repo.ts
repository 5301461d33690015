import { ADMIN, type TAdminListQuery, type TDecisionStatus } from '@hushwork/contract';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { type AdminListShape, adminOrder, adminWhere } from '../../../../platform/db/admin-query.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { adminOffset } from '../../../../platform/moderation.ts';
import { vacanciesChanged } from '../../search/lib/kept-facets.ts';
import { vacancies } from '../../vacancies.schema.ts';

const listColumns = {
  id: vacancies.id,
  slug: vacancies.slug,
  title: vacancies.title,
  company_id: vacancies.company_id,
  company_name: vacancies.company_name,
  state: vacancies.state,
  is_vip: vacancies.is_vip,
  is_top: vacancies.is_top,
  published_at: vacancies.published_at,
  moderation_status: vacancies.moderation_status,
  moderation_note: vacancies.moderation_note,
  created_at: vacancies.created_at,
};
export type AdminVacancyRow = Pick<typeof vacancies.$inferSelect, keyof typeof listColumns>;

const shape: AdminListShape = {
  id: vacancies.id,
  status: vacancies.moderation_status,
  search: [vacancies.title, vacancies.company_name],
  sorts: { created_at: vacancies.id, title: vacancies.title, company_name: vacancies.company_name },
};

/** Admins' reads and decisions over every vacancy, whatever its status. */
export const adminVacancyRepo = {
  async page(db: Db, query: TAdminListQuery): Promise<{ rows: AdminVacancyRow[]; total: number }> {
    const where = adminWhere(shape, query);
    const [rows, [counted]] = await Promise.all([
      db
        .select(listColumns)
        .from(vacancies)
        .where(where)
        .orderBy(...adminOrder(shape, query))
        .limit(ADMIN.pageSize)
        .offset(adminOffset(query.page)),
      db.select({ n: count() }).from(vacancies).where(where),
    ]);
    return { rows: rows as AdminVacancyRow[], total: counted?.n ?? 0 };
  },

  async find(db: Db, id: number) {
    const [row] = await db
      .select({ ...listColumns, description: vacancies.description })
      .from(vacancies)
      .where(eq(vacancies.id, id));
    return row as (AdminVacancyRow & { description: string }) | undefined;
  },

  /**
   * Sets the status of many vacancies in one statement. A first approval publishes as of now (it joins the newest);
   * approving an edit later keeps its publication date.
   */
  async decide(db: Db, ids: number[], status: TDecisionStatus, note: string | null, now: Date) {
    const approving = status === 'approved';
    const decided = await db
      .update(vacancies)
      .set({
        moderation_status: status,
        moderation_note: note,
        updated_at: sql`now()`,
        ...(approving
          ? {
              published_at: sql`case when ${vacancies.first_approved_at} is null then ${now} else ${vacancies.published_at} end`,
              first_approved_at: sql`coalesce(${vacancies.first_approved_at}, ${now})`,
            }
          : {}),
      })
      .where(inArray(vacancies.id, ids))
      .returning({ id: vacancies.id, owner_user_id: vacancies.author_user_id, title: vacancies.title });
    vacanciesChanged();
    return decided;
  },

  async setFlag(db: Db, ids: number[], changes: { is_vip: boolean } | { is_top: boolean }) {
    return db
      .update(vacancies)
      .set({ ...changes, updated_at: sql`now()` })
      .where(inArray(vacancies.id, ids))
      .returning({ id: vacancies.id });
  },

  async countByStatus(db: Db, status: TDecisionStatus): Promise<number> {
    const [row] = await db.select({ n: count() }).from(vacancies).where(eq(vacancies.moderation_status, status));
    return row?.n ?? 0;
  },
  /** How many rows name each specialization, any status: the admins' catalog page shows where each is used. */
  async countBySpecialization(db: Db): Promise<Map<number, number>> {
    const id = sql<number>`unnest(${vacancies.specialization_ids})`.mapWith(Number);
    const rows = await db.select({ id, n: count() }).from(vacancies).groupBy(sql`1`);
    return new Map(rows.map((row) => [row.id, row.n]));
  },
};
