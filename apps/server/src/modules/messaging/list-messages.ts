import { type Locale, MESSAGING } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Registry } from '../../platform/registry.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { type MessageWindow, messageRepo } from './message.repo.ts';
import { presentMessages, presentRooms } from './present-room.ts';
import { type RoomRow, roomRepo } from './room.repo.ts';
import { type RoomReader, roomOf, roomReaderOf } from './room-access.ts';

/** The newest messages, or a page up or down from an id: `MESSAGING.pageSize` of them unless a limit is given. */
export type MessagesQuery = Partial<MessageWindow>;

export type ListMessagesOptions = UseCaseArgs<MessagesQuery & { room_id: number }, 'registry'>;

/** A page of a room the reader may read, with the room as their side sees it; reading marks nothing read. */
export async function messagesPageOf(
  db: Db,
  reader: RoomReader,
  locale: Locale,
  room: RoomRow,
  query: MessagesQuery,
  registry: Registry,
) {
  const window = { before_id: query.before_id, after_id: query.after_id, limit: query.limit ?? MESSAGING.pageSize };
  const [{ rows, has_more }, sides, [presented]] = await Promise.all([
    messageRepo.page(db, room.id, window),
    roomRepo.sidesOf(db, [room.id]),
    presentRooms(db, reader, locale, [room], registry),
  ]);
  const roomSides = sides.get(room.id);
  if (!presented || !roomSides) throw new Error(`room ${room.id} has no sides`);
  const list = await presentMessages(db, { user_id: reader.user_id, side: reader.side }, roomSides, rows);
  return { room: presented, list, has_more };
}

/** `GET messages?room_id`: the newest messages of one of the reader's rooms, or a page up or down from an id. */
export async function listMessages({ actor, input, db, registry }: ListMessagesOptions) {
  requirePermission(actor, actor.role === 'admin' ? 'read:room:any' : 'read:room:own');
  const reader = await roomReaderOf(db, actor);
  const room = await roomOf(db, reader, input.room_id);
  return messagesPageOf(db, reader, actor.locale, room, input, registry);
}
