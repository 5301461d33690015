import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { sessions, users } from './identity.schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

export const sessionRepo = {
  async insert(db: Db, session: typeof sessions.$inferInsert): Promise<SessionRow> {
    const [row] = await db.insert(sessions).values(session).returning();
    return row!;
  },
  /** A live session for an access token, with the fields the actor needs from its user. */
  async findLiveByAccessHash(db: Db, accessHash: string, now: Date) {
    const [row] = await db
      .select({
        session_id: sessions.id,
        user_id: users.id,
        role_id: users.role_id,
        locale: users.locale,
        email_verified_at: users.email_verified_at,
        impersonator_user_id: sessions.impersonator_user_id,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(
        and(
          eq(sessions.access_hash, accessHash),
          gt(sessions.access_expires_at, now),
          isNull(sessions.revoked_at),
          isNull(sessions.rotated_at),
          isNull(users.blocked_at),
          isNull(users.deleted_at),
        ),
      );
    return row;
  },
  async findByRefreshHash(db: Db, refreshHash: string): Promise<SessionRow | undefined> {
    const [row] = await db.select().from(sessions).where(eq(sessions.refresh_hash, refreshHash));
    return row;
  },
  /** Marks a session spent by rotation; false when another request rotated it first (a race or a replay). */
  async markRotated(db: Db, id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(sessions)
      .set({ rotated_at: now })
      .where(and(eq(sessions.id, id), isNull(sessions.rotated_at), isNull(sessions.revoked_at)))
      .returning({ id: sessions.id });
    return rows.length === 1;
  },
  async revokeFamily(db: Db, familyId: string, now: Date) {
    await db
      .update(sessions)
      .set({ revoked_at: now })
      .where(and(eq(sessions.family_id, familyId), isNull(sessions.revoked_at)));
  },
  async revokeById(db: Db, id: number, now: Date) {
    await db
      .update(sessions)
      .set({ revoked_at: now })
      .where(and(eq(sessions.id, id), isNull(sessions.revoked_at)));
  },
  /** Every session of a user, or all but one (a password change keeps the session that made it). */
  async revokeAllOfUser(db: Db, userId: number, now: Date, exceptSessionId?: number) {
    await db
      .update(sessions)
      .set({ revoked_at: now })
      .where(
        and(
          eq(sessions.user_id, userId),
          isNull(sessions.revoked_at),
          exceptSessionId !== undefined ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
        ),
      );
  },
};
