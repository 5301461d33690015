import { and, count, desc, eq, inArray, isNotNull, isNull, notInArray, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { room_sides, rooms } from './messaging.schema.ts';

export type RoomRow = typeof rooms.$inferSelect;
type SideRow = typeof room_sides.$inferSelect;
export type Side = 'company' | 'candidate';
export type RoomSides = { company: SideRow; candidate: SideRow };
export const otherSide = (side: Side): Side => (side === 'company' ? 'candidate' : 'company');

/**
 * Whose rooms a list or a total covers: a company's (less the candidates who hid from it), a candidate's, or every
 * outstaff room (admins). `outstaff` picks one of the two lists; left out, both (the unread total).
 */
export type RoomScope =
  | { kind: 'company'; company_id: number; hidden_candidate_ids: number[] }
  | { kind: 'candidate'; candidate_user_id: number }
  | { kind: 'admin' };

function whereOf(scope: RoomScope, outstaff?: boolean): SQL | undefined {
  const owner =
    scope.kind === 'company'
      ? and(
          eq(rooms.company_id, scope.company_id),
          scope.hidden_candidate_ids.length > 0
            ? notInArray(rooms.candidate_id, scope.hidden_candidate_ids)
            : undefined,
        )
      : scope.kind === 'candidate'
        ? eq(rooms.candidate_user_id, scope.candidate_user_id)
        : eq(rooms.is_outstaff, true);
  return and(owner, outstaff === undefined ? undefined : eq(rooms.is_outstaff, outstaff));
}

const sideOf = (scope: RoomScope): Side => (scope.kind === 'company' ? 'company' : 'candidate');
const joinSide = (side: Side) => and(eq(room_sides.room_id, rooms.id), eq(room_sides.side, side));

export const roomRepo = {
  async findById(db: Db, id: number): Promise<RoomRow | undefined> {
    const [row] = await db.select().from(rooms).where(eq(rooms.id, id));
    return row;
  },

  async findByIds(db: Db, ids: number[]): Promise<RoomRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(rooms).where(inArray(rooms.id, ids));
  },

  async findByPair(db: Db, companyId: number, candidateId: number): Promise<RoomRow | undefined> {
    const [row] = await db
      .select()
      .from(rooms)
      .where(and(eq(rooms.company_id, companyId), eq(rooms.candidate_id, candidateId)));
    return row;
  },

  /** The company's rooms with these candidates: room id by candidate id. */
  async idsByCandidates(db: Db, companyId: number, candidateIds: number[]): Promise<Map<number, number>> {
    if (candidateIds.length === 0) return new Map();
    const rows = await db
      .select({ id: rooms.id, candidate_id: rooms.candidate_id })
      .from(rooms)
      .where(and(eq(rooms.company_id, companyId), inArray(rooms.candidate_id, candidateIds)));
    return new Map(rows.map((row) => [row.candidate_id, row.id]));
  },

  /** The room of a company and a candidate, made with both sides' state the first time; the existing one after. */
  async open(
    db: Db,
    room: {
      company_id: number;
      candidate_id: number;
      candidate_user_id: number;
      is_outstaff: boolean;
      source: string;
      at: Date;
    },
  ): Promise<{ room: RoomRow; isNew: boolean }> {
    const [inserted] = await db
      .insert(rooms)
      .values({ ...room, created_at: room.at, last_message_at: room.at })
      .onConflictDoNothing({ target: [rooms.company_id, rooms.candidate_id] })
      .returning();
    if (inserted) {
      await db.insert(room_sides).values([
        { room_id: inserted.id, side: 'company' },
        { room_id: inserted.id, side: 'candidate' },
      ]);
      return { room: inserted, isNew: true };
    }
    const existing = await roomRepo.findByPair(db, room.company_id, room.candidate_id);
    if (!existing) throw new Error('room vanished while opening it');
    return { room: existing, isNew: false };
  },

  async sidesOf(db: Db, roomIds: number[]): Promise<Map<number, RoomSides>> {
    if (roomIds.length === 0) return new Map();
    const rows = await db.select().from(room_sides).where(inArray(room_sides.room_id, roomIds));
    const result = new Map<number, Partial<RoomSides>>();
    for (const row of rows) result.set(row.room_id, { ...result.get(row.room_id), [row.side]: row });
    return result as Map<number, RoomSides>;
  },

  /** A page of one scope's rooms, the newest conversation first; archived ones or the others, as the reader's side has them. */
  async page(
    db: Db,
    scope: RoomScope,
    filter: { outstaff: boolean; archived: boolean },
    paging: { limit: number; offset: number },
  ): Promise<{ rows: RoomRow[]; total: number }> {
    const where = and(
      whereOf(scope, filter.outstaff),
      filter.archived ? isNotNull(room_sides.archived_at) : isNull(room_sides.archived_at),
    );
    const side = sideOf(scope);
    const [rows, [totals]] = await Promise.all([
      db
        .select({ room: rooms })
        .from(rooms)
        .innerJoin(room_sides, joinSide(side))
        .where(where)
        .orderBy(desc(rooms.last_message_at), desc(rooms.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ total: count() }).from(rooms).innerJoin(room_sides, joinSide(side)).where(where),
    ]);
    return { rows: rows.map((row) => row.room), total: totals?.total ?? 0 };
  },

  /** The scope's side's unread messages over all its rooms (the profile's `unread_messages`). */
  async unreadTotal(db: Db, scope: RoomScope): Promise<number> {
    const [row] = await db
      .select({ total: sum(room_sides.unread_count) })
      .from(rooms)
      .innerJoin(room_sides, joinSide(sideOf(scope)))
      .where(whereOf(scope));
    return Number(row?.total ?? 0);
  },

  /**
   * After a message: the room's last message moves, the other side has one more unread, and the writer's side has
   * read the room up to its own message. A new message brings the room back from either side's archive.
   */
  async recordMessage(db: Db, roomId: number, message: { id: number; side: Side; at: Date }): Promise<RoomSides> {
    await roomRepo.recordMessages(db, roomId, [message]);
    const sides = (await roomRepo.sidesOf(db, [roomId])).get(roomId);
    if (!sides) throw new Error(`room ${roomId} has no sides`);
    return sides;
  },

  /**
   * Messages written in this order, counted as if sent one by one: the room's last message moves to the newest, a side
   * that wrote has read up to its own last message and has unread what the other side wrote after it, and a side that
   * did not write has all of them unread more. Both sides come out of the archive.
   */
  async recordMessages(db: Db, roomId: number, written: readonly { id: number; side: Side; at: Date }[]) {
    const newest = written.at(-1);
    if (!newest) return;
    await db.update(rooms).set({ last_message_id: newest.id, last_message_at: newest.at }).where(eq(rooms.id, roomId));
    for (const side of [otherSide(newest.side), newest.side]) {
      const ownLast = written.findLastIndex((message) => message.side === side);
      const unseen = written.length - ownLast - 1;
      await db
        .update(room_sides)
        .set(
          ownLast < 0
            ? { unread_count: sql`${room_sides.unread_count} + ${unseen}`, archived_at: null }
            : { unread_count: unseen, last_read_message_id: written[ownLast]!.id, archived_at: null },
        )
        .where(and(eq(room_sides.room_id, roomId), eq(room_sides.side, side)));
    }
  },

  /** A side has read these rooms up to their last message; answers the rooms whose state changed, before and after. */
  async markRead(db: Db, roomIds: number[], side: Side): Promise<{ room_id: number; read_message_id: number }[]> {
    if (roomIds.length === 0) return [];
    return db
      .update(room_sides)
      .set({ unread_count: 0, last_read_message_id: sql`coalesce(${rooms.last_message_id}, 0)` })
      .from(rooms)
      .where(
        and(
          eq(rooms.id, room_sides.room_id),
          inArray(room_sides.room_id, roomIds),
          eq(room_sides.side, side),
          sql`(${room_sides.unread_count} > 0 or ${room_sides.last_read_message_id} < coalesce(${rooms.last_message_id}, 0))`,
        ),
      )
      .returning({ room_id: room_sides.room_id, read_message_id: room_sides.last_read_message_id });
  },

  async setArchived(db: Db, roomIds: number[], side: Side, at: Date | null): Promise<void> {
    if (roomIds.length === 0) return;
    await db
      .update(room_sides)
      .set({ archived_at: at })
      .where(and(inArray(room_sides.room_id, roomIds), eq(room_sides.side, side)));
  },
};
