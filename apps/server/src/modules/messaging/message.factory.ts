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

type MessageOptions = { senderUserId: number; side: Side; text: string; at?: Date };

/** A message in a room with the counts a message sends moves (the other side's unread, the writer's read). */
export async function createMessage(db: Db, options: MessageOptions & { roomId: number }): Promise<MessageRow> {
  const [row] = await createMessages(db, options.roomId, [options]);
  return row as MessageRow;
}

/**
 * Messages of one room in the order given, in one insert: a long conversation costs a test two round trips, not two
 * per message. The counts move as if each had been sent.
 */
export async function createMessages(db: Db, roomId: number, list: readonly MessageOptions[]): Promise<MessageRow[]> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const rows = await messageRepo.insertMany(
      tx,
      list.map((options) => ({
        room_id: roomId,
        sender_user_id: options.senderUserId,
        side: options.side,
        text: options.text,
        at: options.at ?? now,
      })),
    );
    await roomRepo.recordMessages(
      tx,
      roomId,
      rows.map((row) => ({ id: row.id, side: row.side as Side, at: row.created_at })),
    );
    return rows;
  });
}
