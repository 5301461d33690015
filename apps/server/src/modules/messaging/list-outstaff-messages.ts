import { requirePermission } from '../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { type MessagesQuery, messagesPageOf } from './list-messages.ts';
import { outstaffRoomOf } from './outstaff-room.ts';

export type ListOutstaffMessagesOptions = UseCaseArgs<MessagesQuery & { candidate: number; room: number }, 'registry'>;

/** `GET outstaff/{candidate}/messages/{room}`: an admin reads an outstaffed candidate's room, as the candidate's side. */
export async function listOutstaffMessages({ actor, input, db, registry }: ListOutstaffMessagesOptions) {
  requirePermission(actor, 'read:room:any');
  const { reader, room } = await outstaffRoomOf(db, actor, input, registry);
  return messagesPageOf(db, reader, actor.locale, room, input, registry);
}
