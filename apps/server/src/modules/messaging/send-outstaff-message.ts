import { MESSAGING, type TMessage } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { MessagingDeps } from './messaging-deps.ts';
import { outstaffRoomOf } from './outstaff-room.ts';
import { checkMessage, storeMessage } from './write-message.ts';

export type SendOutstaffMessageOptions = MessagingDeps & {
  actor: Actor;
  input: { candidate: number; room: number; text: string };
  socketId: string | null;
};

/**
 * `POST outstaff/{candidate}/messages/{room}`: an admin writes for an outstaffed candidate. The message is the
 * candidate side's and names no author; the rooms' rule on contacts holds for it as for the candidate's own.
 */
export async function sendOutstaffMessage({
  actor,
  input,
  socketId,
  ...deps
}: SendOutstaffMessageOptions): Promise<TMessage> {
  requirePermission(actor, 'create:message:any');
  const { reader, room } = await outstaffRoomOf(deps.db, actor, input, deps.registry);
  await deps.limiter.consume(MESSAGING.sendPerUser, `message:${reader.user_id}`);
  const message = { room, sender_user_id: reader.user_id, side: 'candidate' as const, text: input.text };
  await checkMessage(deps, message);
  return storeMessage(deps, { ...message, socketId });
}
