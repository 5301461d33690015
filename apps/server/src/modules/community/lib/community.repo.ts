import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { community_demos, community_openings } from '../community.schema.ts';

export type DemoRow = typeof community_demos.$inferSelect;

/** The only SQL of the community module's own tables. */
export const communityRepo = {
  /** Holds the company's opens for the rest of the transaction: two opens at once cannot both take the last one. */
  async lockCompany(db: Db, companyId: number): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(49, ${companyId})`);
  },

  async hasOpened(db: Db, companyId: number, candidateId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: community_openings.candidate_id })
      .from(community_openings)
      .where(and(eq(community_openings.company_id, companyId), eq(community_openings.candidate_id, candidateId)))
      .limit(1);
    return row !== undefined;
  },

  async countSince(db: Db, companyId: number, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(community_openings)
      .where(and(eq(community_openings.company_id, companyId), gte(community_openings.opened_at, since)));
    return row?.n ?? 0;
  },

  async recordOpening(
    db: Db,
    opening: { company_id: number; candidate_id: number; opened_by_user_id: number; opened_at: Date },
  ): Promise<void> {
    await db.insert(community_openings).values(opening).onConflictDoNothing();
  },

  async findDemo(db: Db, companyId: number): Promise<DemoRow | undefined> {
    const [row] = await db.select().from(community_demos).where(eq(community_demos.company_id, companyId)).limit(1);
    return row;
  },

  /** False when the company had its demo already. */
  async insertDemo(db: Db, demo: DemoRow): Promise<boolean> {
    const rows = await db.insert(community_demos).values(demo).onConflictDoNothing().returning();
    return rows.length > 0;
  },
};
