import { MESSAGING, type TMessage } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MessagingDeps } from './messaging-deps.ts';
import { roomOf, roomReaderOf } from './room-access.ts';
import { checkMessage, storeMessage } from './write-message.ts';

export type SendMessageOptions = MessagingDeps & {
  actor: Actor;
  input: { room_id: number; text: string; save_as_template?: boolean };
  socketId: string | null;
};

/**
 * `POST messages`: writes to one of the reader's rooms for their side (an admin writes only in outstaff rooms, for
 * the candidate). "Save as template" is a company member's: anyone else asking for it is refused, not ignored.
 */
export async function sendMessage({ actor, input, socketId, ...deps }: SendMessageOptions): Promise<TMessage> {
  requirePermission(actor, actor.role === 'admin' ? 'create:message:any' : 'create:message:own');
  const reader = await roomReaderOf(deps.db, actor);
  const room = await roomOf(deps.db, reader, input.room_id);
  const saveAsTemplate = input.save_as_template === true;
  if (saveAsTemplate && reader.kind !== 'company') throw new AppError('FORBIDDEN');
  await deps.limiter.consume(MESSAGING.sendPerUser, `message:${reader.user_id}`);
  const message = { room, sender_user_id: reader.user_id, side: reader.side, text: input.text, saveAsTemplate };
  await checkMessage(deps, message);
  return storeMessage(deps, { ...message, socketId });
}
