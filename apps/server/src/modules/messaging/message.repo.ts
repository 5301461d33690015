import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { messages } from './messaging.schema.ts';
import type { Side } from './room.repo.ts';

export type MessageRow = typeof messages.$inferSelect;
type NewMessage = { room_id: number; sender_user_id: number; side: Side; text: string; at: Date };

/** Which messages of a room a page holds: the newest, those before an id (upward), or those after one (catching up). */
export type MessageWindow = { before_id?: number; after_id?: number; limit: number };

export const messageRepo = {
  async insert(db: Db, message: NewMessage): Promise<MessageRow> {
    const [row] = await messageRepo.insertMany(db, [message]);
    return row as MessageRow;
  },

  /** One statement for many messages; answered in the order given, which is the order of their ids. */
  async insertMany(db: Db, list: readonly NewMessage[]): Promise<MessageRow[]> {
    if (list.length === 0) return [];
    const rows = await db
      .insert(messages)
      .values(
        list.map((message) => ({
          room_id: message.room_id,
          sender_user_id: message.sender_user_id,
          side: message.side,
          text: message.text,
          created_at: message.at,
        })),
      )
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  },

  /**
   * A page in the order the messages were written, read as one range of the (room_id, id desc) index: one row more
   * than asked tells whether there are more in the direction read.
   */
  async page(db: Db, roomId: number, window: MessageWindow): Promise<{ rows: MessageRow[]; has_more: boolean }> {
    const isCatchUp = window.after_id !== undefined;
    const rows = await db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.room_id, roomId),
          window.before_id !== undefined ? lt(messages.id, window.before_id) : undefined,
          isCatchUp ? gt(messages.id, window.after_id as number) : undefined,
        ),
      )
      .orderBy(isCatchUp ? asc(messages.id) : desc(messages.id))
      .limit(window.limit + 1);
    const has_more = rows.length > window.limit;
    const page = rows.slice(0, window.limit);
    return { rows: isCatchUp ? page : page.reverse(), has_more };
  },

  async findByIds(db: Db, ids: number[]): Promise<MessageRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(messages).where(inArray(messages.id, ids));
  },
};
