import type { TMessageSentEvent, TMessagesReadEvent, TSocketEventData, TSocketEventName } from '@hushwork/contract';
import type { EventBus } from '../../platform/bus/event-bus.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Logger } from '../../platform/logger.ts';
import { candidatesHiddenFrom } from '../candidates/index.ts';
import { companyDirectory } from '../companies/index.ts';
import type { MessageRow } from './message.repo.ts';
import { authorNamesOf, presentMessage } from './present-room.ts';
import { type RoomRow, type RoomScope, type RoomSides, roomRepo, type Side } from './room.repo.ts';

/** The bus channel of an account's private channel; its sockets, on whichever instance, subscribe to it. */
export const busChannelOf = (userId: number) => `user.${userId}`;

/** The accounts of a room's side: the company's active team (none while the candidate hides from it), or the candidate. */
async function sideMembersOf(db: Db, room: RoomRow, side: Side): Promise<{ users: number[]; scope: RoomScope }> {
  if (side === 'candidate')
    return { users: [room.candidate_user_id], scope: { kind: 'candidate', candidate_user_id: room.candidate_user_id } };
  const hidden = await candidatesHiddenFrom(db, room.company_id);
  const scope: RoomScope = { kind: 'company', company_id: room.company_id, hidden_candidate_ids: hidden };
  if (hidden.includes(room.candidate_id)) return { users: [], scope };
  return { users: await companyDirectory.activeMemberIdsOf(db, room.company_id), scope };
}

/**
 * What messaging tells open sockets: each event goes to the private channel of every account of a side, with the
 * counts of that side, and never back to the socket whose request caused it (`X-Socket-ID`). Sent after the change
 * committed; a bus that fails is logged, not the request's failure: a client catches up through the API.
 */
export function createRoomEvents(bus: EventBus, logger?: Logger) {
  async function publish<E extends TSocketEventName>(
    userId: number,
    event: E,
    data: TSocketEventData[E],
    exceptSocketId: string | null,
  ) {
    await bus.publish(busChannelOf(userId), { event, data, except_socket_id: exceptSocketId });
  }
  const guard = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      logger?.warn({ err: error }, 'realtime event not published');
    }
  };

  return {
    /** A message in a room: both sides' accounts, each with their own `is_mine` and their side's counts. */
    messageSent: (db: Db, room: RoomRow, row: MessageRow, sides: RoomSides, exceptSocketId: string | null) =>
      guard(async () => {
        const authors = await authorNamesOf(db, [row]);
        for (const side of ['company', 'candidate'] as const) {
          const { users, scope } = await sideMembersOf(db, room, side);
          if (users.length === 0) continue;
          const total = await roomRepo.unreadTotal(db, scope);
          await Promise.all(
            users.map((userId) => {
              const data: TMessageSentEvent = {
                room_id: room.id,
                message: presentMessage(row, { user_id: userId, side }, sides, authors),
                unread_count: sides[side].unread_count,
                unread_messages: total,
              };
              return publish(userId, 'MessageSent', data, exceptSocketId);
            }),
          );
        }
      }),

    /** A side read rooms: the other side's receipts, and the reader's side's new counts in its other tabs. */
    roomsRead: (
      db: Db,
      reads: { room: RoomRow; read_message_id: number }[],
      side: Side,
      exceptSocketId: string | null,
    ) =>
      guard(async () => {
        for (const { room, read_message_id } of reads) {
          for (const recipientSide of ['company', 'candidate'] as const) {
            const { users, scope } = await sideMembersOf(db, room, recipientSide);
            if (users.length === 0) continue;
            const total = await roomRepo.unreadTotal(db, scope);
            const data: TMessagesReadEvent = { room_id: room.id, side, read_message_id, unread_messages: total };
            await Promise.all(users.map((userId) => publish(userId, 'MessagesRead', data, exceptSocketId)));
          }
        }
      }),
  };
}
export type RoomEvents = ReturnType<typeof createRoomEvents>;
