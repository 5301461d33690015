import { and, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { message_digests, messages, room_sides, rooms } from './messaging.schema.ts';
import type { Side } from './room.repo.ts';

/** A side of a room with messages of the other side it has neither read nor been mailed about. */
export type DueSide = {
  room_id: number;
  side: Side;
  company_id: number;
  candidate_id: number;
  candidate_user_id: number;
  /** The other side's messages not yet read nor digested, and the newest of them. */
  count: number;
  through_id: number;
};

const seen = sql`greatest(${room_sides.last_read_message_id}, ${room_sides.digested_message_id})`;

export const digestRepo = {
  /**
   * Sides with an unread message of the other side written before `cutoff` and not in a digest yet, oldest waiting
   * first. Only sides with something unread are looked at (a partial index), so the query stays small.
   */
  async dueSides(db: Db, cutoff: Date, limit: number): Promise<DueSide[]> {
    const waiting = and(
      eq(messages.room_id, room_sides.room_id),
      ne(messages.side, room_sides.side),
      gt(messages.id, seen),
    );
    const rows = await db
      .select({
        room_id: room_sides.room_id,
        side: room_sides.side,
        company_id: rooms.company_id,
        candidate_id: rooms.candidate_id,
        candidate_user_id: rooms.candidate_user_id,
        count: sql<number>`(select count(*)::int from ${messages} where ${waiting})`,
        through_id: sql<number>`(select coalesce(max(${messages.id}), 0) from ${messages} where ${waiting})`,
      })
      .from(room_sides)
      .innerJoin(rooms, eq(rooms.id, room_sides.room_id))
      .where(
        and(
          gt(room_sides.unread_count, 0),
          sql`exists (select 1 from ${messages} where ${waiting} and ${lte(messages.created_at, cutoff)})`,
        ),
      )
      .orderBy(room_sides.room_id)
      .limit(limit);
    return rows.map((row) => ({
      ...row,
      side: row.side as Side,
      count: Number(row.count),
      through_id: Number(row.through_id),
    }));
  },

  async markDigested(db: Db, sides: { room_id: number; side: Side; through_id: number }[]): Promise<void> {
    for (const side of sides)
      await db
        .update(room_sides)
        .set({ digested_message_id: sql`greatest(${room_sides.digested_message_id}, ${side.through_id})` })
        .where(and(eq(room_sides.room_id, side.room_id), eq(room_sides.side, side.side)));
  },

  /** Accounts mailed a digest after `since`: they wait for the next. */
  async recentlyMailed(db: Db, userIds: number[], since: Date): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .select({ user_id: message_digests.user_id })
      .from(message_digests)
      .where(and(inArray(message_digests.user_id, userIds), gt(message_digests.sent_at, since)));
    return new Set(rows.map((row) => row.user_id));
  },

  async recordMailed(db: Db, userId: number, at: Date): Promise<void> {
    await db
      .insert(message_digests)
      .values({ user_id: userId, sent_at: at })
      .onConflictDoUpdate({ target: message_digests.user_id, set: { sent_at: at } });
  },
};
