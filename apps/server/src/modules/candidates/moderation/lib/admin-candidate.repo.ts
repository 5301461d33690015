import { ADMIN, type TAdminListQuery, type TDecisionStatus } from '@hushwork/contract';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { type AdminListShape, adminOrder, adminWhere } from '../../../../platform/db/admin-query.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { adminOffset } from '../../../../platform/moderation.ts';
import { candidate_identities, candidates } from '../../candidates.schema.ts';

const listColumns = {
  id: candidates.id,
  slug: candidates.slug,
  desired_position: candidates.desired_position,
  name: candidate_identities.name,
  user_id: candidates.user_id,
  is_public: candidates.is_public,
  moderation_status: candidates.moderation_status,
  moderation_note: candidates.moderation_note,
  created_at: candidates.created_at,
};

const shape: AdminListShape = {
  id: candidates.id,
  status: candidates.moderation_status,
  search: [candidates.desired_position, candidate_identities.name],
  sorts: { created_at: candidates.id, desired_position: candidates.desired_position },
};

/**
 * Admins' reads and decisions over every candidate profile, with the name behind it (admins may read contacts:
 * `read:candidate-contacts:any`). Nothing here serves a non-admin.
 */
export const adminCandidateRepo = {
  async page(db: Db, query: TAdminListQuery) {
    const where = adminWhere(shape, query);
    const [rows, [counted]] = await Promise.all([
      db
        .select(listColumns)
        .from(candidates)
        .innerJoin(candidate_identities, eq(candidate_identities.candidate_id, candidates.id))
        .where(where)
        .orderBy(...adminOrder(shape, query))
        .limit(ADMIN.pageSize)
        .offset(adminOffset(query.page)),
      db
        .select({ n: count() })
        .from(candidates)
        .innerJoin(candidate_identities, eq(candidate_identities.candidate_id, candidates.id))
        .where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  },

  async decide(db: Db, ids: number[], status: TDecisionStatus, note: string | null) {
    return db
      .update(candidates)
      .set({ moderation_status: status, moderation_note: note, updated_at: sql`now()` })
      .where(inArray(candidates.id, ids))
      .returning({ id: candidates.id, owner_user_id: candidates.user_id, title: candidates.desired_position });
  },

  async countByStatus(db: Db, status: TDecisionStatus): Promise<number> {
    const [row] = await db.select({ n: count() }).from(candidates).where(eq(candidates.moderation_status, status));
    return row?.n ?? 0;
  },
  /** How many rows name each specialization, any status: the admins' catalog page shows where each is used. */
  async countBySpecialization(db: Db): Promise<Map<number, number>> {
    const id = sql<number>`unnest(${candidates.specialization_ids})`.mapWith(Number);
    const rows = await db.select({ id, n: count() }).from(candidates).groupBy(sql`1`);
    return new Map(rows.map((row) => [row.id, row.n]));
  },
};
