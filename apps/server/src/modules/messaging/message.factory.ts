import type { Db } from '../../platform/db/database.ts';
import { type MessageRow, messageRepo } from './message.repo.ts';
import { type RoomRow, roomRepo, type Side } from './room.repo.ts';

export type RoomOptions = {
  companyId: number;
  candidateId: number;
  candidateUserId: number;
  isOutstaff?: boolean;
  source?: 'search' | 'application' | 'offer' | 'quick_job';
  at?: Date;
};

/**
 * The one way tests and the demo seed make rooms and messages without the calls' checks (the contacts rule, rate
 * limits): the room of a company and a candidate, the existing one if there is one.
 */
export async function createRoom(db: Db, options: RoomOptions): Promise<RoomRow> {
  const { room } = await roomRepo.open(db, {
    company_id: options.companyId,
    candidate_id: options.candidateId,
    candidate_user_id: options.candidateUserId,
    is_outstaff: options.isOutstaff ?? false,
    source: options.source ?? 'search',
    at: options.at ?? new Date(),
  });
  return room;
}

/** A message in a room with the counts a message sends moves (the other side's unread, the writer's read). */
export async function createMessage(
  db: Db,
  options: { roomId: number; senderUserId: number; side: Side; text: string; at?: Date },
): Promise<MessageRow> {
  const at = options.at ?? new Date();
  return db.transaction(async (tx) => {
    const row = await messageRepo.insert(tx, {
      room_id: options.roomId,
      sender_user_id: options.senderUserId,
      side: options.side,
      text: options.text,
      at,
    });
    await roomRepo.recordMessage(tx, options.roomId, { id: row.id, side: options.side, at });
    return row;
  });
}
