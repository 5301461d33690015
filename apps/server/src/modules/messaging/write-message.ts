import { hasContactsInText, MESSAGING, type TMessage } from '@hushwork/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { conversationCandidates } from '../candidates/index.ts';
import { messageRepo } from './message.repo.ts';
import type { MessagingDeps } from './messaging-deps.ts';
import { authorNamesOf, presentMessage } from './present-room.ts';
import { type RoomRow, roomRepo, type Side } from './room.repo.ts';
import { templateRepo } from './template.repo.ts';

export type WrittenMessage = {
  room: RoomRow;
  sender_user_id: number;
  side: Side;
  text: string;
  /** A company member's "save as template". */
  saveAsTemplate?: boolean;
  /** The writer's socket (`X-Socket-ID`): the event is not echoed to it. */
  socketId: string | null;
};

/**
 * The rules of writing to a room, whoever writes (a member, the candidate, an outstaff admin, another module opening
 * a room): a candidate who hid from the company cannot write to it, and until the candidate opened the profile to the
 * company no link, e-mail, phone or username goes through, on either side (ADR 0023: contacts are the candidate's to
 * give). Checked before anything is written, so a refused message leaves no trace.
 */
export async function checkMessage(
  deps: Pick<MessagingDeps, 'db' | 'registry'>,
  message: Omit<WrittenMessage, 'socketId' | 'room'> & { room: Pick<RoomRow, 'candidate_id' | 'company_id'> },
) {
  const { db, registry } = deps;
  const key = `${message.room.candidate_id}:${message.room.company_id}`;
  const candidate = (await conversationCandidates(db, 'admin', [message.room], registry)).get(key);
  if (message.side === 'candidate' && candidate?.is_hidden) throw new AppError('COMPANY_HIDDEN');
  if (!candidate?.is_opened && hasContactsInText(message.text))
    throw new AppError('CONTACTS_NOT_ALLOWED', {
      fields: {
        text: [{ key: `Messaging:contactsNotAllowed.${message.side}` }],
      },
    });
  if (message.saveAsTemplate) {
    const isSaved = await templateRepo.has(db, message.sender_user_id, message.text);
    if (!isSaved && (await templateRepo.countOf(db, message.sender_user_id)) >= MESSAGING.templatesMax)
      throw new AppError('TEMPLATES_LIMIT_REACHED');
  }
}

/**
 * Writes a checked message: the message, the room's last message and both sides' counts in one transaction, then the
 * event to both sides' open sockets. Answers the message as its writer sees it.
 */
export async function storeMessage(
  deps: Pick<MessagingDeps, 'db' | 'clock' | 'events'>,
  message: WrittenMessage,
): Promise<TMessage> {
  const { db, clock, events } = deps;
  const at = clock.now();
  const { row, sides } = await db.transaction(async (tx) => {
    const row = await messageRepo.insert(tx, {
      room_id: message.room.id,
      sender_user_id: message.sender_user_id,
      side: message.side,
      text: message.text,
      at,
    });
    const sides = await roomRepo.recordMessage(tx, message.room.id, {
      id: row.id,
      side: message.side,
      at,
    });
    if (message.saveAsTemplate) await templateRepo.add(tx, { user_id: message.sender_user_id, text: message.text, at });
    return { row, sides };
  });
  await events.messageSent(db, message.room, row, sides, message.socketId);
  const authors = await authorNamesOf(db, [row]);
  return presentMessage(row, { user_id: message.sender_user_id, side: message.side }, sides, authors);
}
