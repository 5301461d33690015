import { ADMIN, type TAdminRoomsQueryParsed } from '@hushwork/contract';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { adminOffset } from '../../../../platform/moderation.ts';
import { messages, rooms } from '../../messaging.schema.ts';

/** Named whole: inside a select of one table drizzle leaves columns unqualified, and `id` would be the message's. */
const messageCount = sql<number>`(select count(*) from ${messages} where ${messages}.room_id = ${rooms}.id)::int`;

function whereOf(query: TAdminRoomsQueryParsed): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.company_id) conditions.push(eq(rooms.company_id, query.company_id));
  if (query.user_id) {
    // Either side: the candidate's account, or anyone who wrote in it (a company member, an admin on outstaff).
    const wrote = sql`exists (select 1 from ${messages} where ${messages}.room_id = ${rooms}.id and ${messages}.sender_user_id = ${query.user_id})`;
    conditions.push(or(eq(rooms.candidate_user_id, query.user_id), wrote) as SQL);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Admins' reads of every conversation; the counts are per page, from the (room_id, id) index. */
export const adminRoomRepo = {
  async page(db: Db, query: TAdminRoomsQueryParsed) {
    const where = whereOf(query);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          room: rooms,
          message_count: messageCount,
        })
        .from(rooms)
        .where(where)
        .orderBy(desc(rooms.last_message_at), desc(rooms.id))
        .limit(ADMIN.pageSize)
        .offset(adminOffset(query.page)),
      db.select({ n: count() }).from(rooms).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async find(db: Db, id: number) {
    const [row] = await db
      .select({
        room: rooms,
        message_count: messageCount,
      })
      .from(rooms)
      .where(eq(rooms.id, id));
    return row;
  },
};
