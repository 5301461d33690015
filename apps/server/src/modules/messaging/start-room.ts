import { MESSAGING, type TMessage, type TRoom } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { conversationCandidates } from '../candidates/index.ts';
import { companyDirectory } from '../companies/index.ts';
import type { MessagingDeps } from './messaging-deps.ts';
import { presentRooms } from './present-room.ts';
import { roomRepo } from './room.repo.ts';
import { roomReaderOf } from './room-access.ts';
import { checkMessage, storeMessage } from './write-message.ts';

export type StartRoomOptions = MessagingDeps & {
  actor: Actor;
  input: { candidate_id: number; text: string };
  socketId: string | null;
};

/**
 * `POST me/rooms`: a member of an approved, public company writes to a candidate they found: listed (or opened to the
 * company) and not hiding from it, else "not found" as for no profile at all. The company's room with the candidate is
 * opened on the first message (at most `MESSAGING.roomsPerCompany` new ones a day) and reused after; a message the
 * rules refuse opens nothing.
 */
export async function startRoom({ actor, input, socketId, ...deps }: StartRoomOptions): Promise<{
  room: TRoom;
  message: TMessage;
}> {
  requirePermission(actor, 'create:room:own');
  const { db, clock, limiter, registry } = deps;
  const reader = await roomReaderOf(db, actor);
  if (reader.kind !== 'company') throw new AppError('COMPANY_MEMBER_ONLY');
  const company = (await companyDirectory.cardsByIds(db, [reader.company_id])).get(reader.company_id);
  if (!company?.is_listed) throw new AppError('COMPANY_NOT_LISTED');
  const pair = { candidate_id: input.candidate_id, company_id: reader.company_id };
  const candidate = (await conversationCandidates(db, 'company', [pair], registry)).get(
    `${pair.candidate_id}:${pair.company_id}`,
  );
  if (!candidate || candidate.is_hidden || !(candidate.is_listed || candidate.is_opened || candidate.is_shared))
    throw new AppError('CANDIDATE_NOT_FOUND');

  await limiter.consume(MESSAGING.sendPerUser, `message:${reader.user_id}`);
  const existing = await roomRepo.findByPair(db, reader.company_id, candidate.id);
  const draft = {
    company_id: reader.company_id,
    candidate_id: candidate.id,
    candidate_user_id: candidate.user_id,
    is_outstaff: candidate.is_outstaff,
  };
  await checkMessage(deps, {
    room: draft,
    sender_user_id: reader.user_id,
    side: 'company',
    text: input.text,
  });
  if (!existing) await limiter.consume(MESSAGING.roomsPerCompany, `rooms:${reader.company_id}`);
  const room = existing ?? (await roomRepo.open(db, { ...draft, source: 'search', at: clock.now() })).room;
  const message = await storeMessage(deps, {
    room,
    sender_user_id: reader.user_id,
    side: 'company',
    text: input.text,
    socketId,
  });
  const [presented] = await presentRooms(
    db,
    reader,
    actor.locale,
    [(await roomRepo.findById(db, room.id)) ?? room],
    registry,
  );
  if (!presented) throw new Error(`room ${room.id} has no sides`);
  return { room: presented, message };
}
