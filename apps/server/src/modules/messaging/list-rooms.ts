import { MESSAGING, type TListRoomsQuery, ZListRoomsQuery } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { presentRooms } from './present-room.ts';
import { roomRepo } from './room.repo.ts';
import { roomReaderOf, scopeOf } from './room-access.ts';

export type ListRoomsOptions = UseCaseArgs<TListRoomsQuery, 'registry'> & { outstaff: boolean };

/**
 * `GET me/rooms` and `me/rooms/outstaff`: the reader's conversations, newest first, archived or not. Outstaff rooms
 * are a list of their own; an admin has only that one (the rooms of the candidates they speak for). The total unread
 * counts both lists, archived rooms included: it is the header's badge.
 */
export async function listRooms({ actor, input, db, outstaff, registry }: ListRoomsOptions) {
  requirePermission(actor, actor.role === 'admin' && outstaff ? 'read:room:any' : 'read:room:own');
  const { page, archived } = ZListRoomsQuery.parse(input);
  const reader = await roomReaderOf(db, actor);
  const scope = scopeOf(reader);
  const size = MESSAGING.roomsPageSize;
  const [{ rows, total }, unread] = await Promise.all([
    roomRepo.page(db, scope, { outstaff, archived }, { limit: size, offset: (page - 1) * size }),
    roomRepo.unreadTotal(db, scope),
  ]);
  return {
    list: await presentRooms(db, reader, actor.locale, rows, registry),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / size)),
    unread_messages: unread,
  };
}
