import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { MessagingDeps } from './messaging-deps.ts';
import { roomRepo } from './room.repo.ts';
import { roomReaderOf, roomsOf, scopeOf } from './room-access.ts';

export type MarkRoomsReadOptions = Pick<MessagingDeps, 'db' | 'events'> & {
  actor: Actor;
  input: { rooms: number[] };
  socketId: string | null;
};

/**
 * `PATCH messages/isread`: the reader's side has read these rooms up to their last message (a company's members
 * share it: ADR 0027). The other side learns it (read receipts), the reader's own side its new counts.
 */
export async function markRoomsRead({ actor, input, socketId, db, events }: MarkRoomsReadOptions) {
  requirePermission(actor, actor.role === 'admin' ? 'update:room:any' : 'update:room:own');
  const reader = await roomReaderOf(db, actor);
  const rooms = await roomsOf(db, reader, input.rooms);
  const changed = await roomRepo.markRead(db, input.rooms, reader.side);
  const byId = new Map(rooms.map((room) => [room.id, room]));
  await events.roomsRead(
    db,
    changed.flatMap((change) => {
      const room = byId.get(change.room_id);
      return room ? [{ room, read_message_id: change.read_message_id }] : [];
    }),
    reader.side,
    socketId,
  );
  const sides = await roomRepo.sidesOf(db, input.rooms);
  return {
    rooms: input.rooms.map((id) => {
      const mine = sides.get(id)?.[reader.side];
      return { id, read_message_id: mine?.last_read_message_id ?? 0, unread_count: mine?.unread_count ?? 0 };
    }),
    unread_messages: await roomRepo.unreadTotal(db, scopeOf(reader)),
  };
}
