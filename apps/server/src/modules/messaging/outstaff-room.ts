import type { Actor } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Registry } from '../../platform/registry.ts';
import { conversationCandidates } from '../candidates/index.ts';
import { type RoomRow, roomRepo } from './room.repo.ts';
import { type RoomReader, roomReaderOf } from './room-access.ts';

/**
 * The room `outstaff/{candidate}/messages/{room}` names, for an admin speaking for a candidate employed through the
 * platform's outstaffing (the rule of `outstaff/{user_id}/open-profile`): the candidate exists and is outstaffed now,
 * and the room is theirs.
 */
export async function outstaffRoomOf(
  db: Db,
  actor: Actor,
  input: { candidate: number; room: number },
  registry: Registry,
): Promise<{ reader: RoomReader; room: RoomRow }> {
  const reader = await roomReaderOf(db, actor);
  const room = await roomRepo.findById(db, input.room);
  const pair = { candidate_id: input.candidate, company_id: room?.company_id ?? 0 };
  const candidate = (await conversationCandidates(db, 'admin', [pair], registry)).get(
    `${pair.candidate_id}:${pair.company_id}`,
  );
  if (!candidate) throw new AppError('CANDIDATE_NOT_FOUND');
  if (!candidate.is_outstaff) throw new AppError('NOT_OUTSTAFF');
  if (!room || room.candidate_id !== candidate.id) throw new AppError('ROOM_NOT_FOUND');
  return { reader, room };
}
