import { type Actor, requireUser } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { candidatesHiddenFrom } from '../candidates/index.ts';
import { companyDirectory } from '../companies/index.ts';
import { type RoomRow, type RoomScope, roomRepo } from './room.repo.ts';

/**
 * Who reads rooms, and as which side (ADR 0027): a company's member for the company (a blocked member is in no team),
 * a worker for themself, an admin for the candidates employed through outstaffing. A company's members do not see the
 * rooms of candidates who hid from the company.
 */
export type RoomReader =
  | { kind: 'company'; side: 'company'; user_id: number; company_id: number; hidden_candidate_ids: number[] }
  | { kind: 'candidate'; side: 'candidate'; user_id: number }
  | { kind: 'admin'; side: 'candidate'; user_id: number };

export async function roomReaderOf(db: Db, actor: Actor): Promise<RoomReader> {
  const { user_id } = requireUser(actor);
  if (actor.role === 'admin') return { kind: 'admin', side: 'candidate', user_id };
  if (actor.role === 'worker') return { kind: 'candidate', side: 'candidate', user_id };
  if (actor.role !== 'company') throw new AppError('FORBIDDEN');
  const membership = await companyDirectory.membershipOf(db, user_id);
  if (!membership) throw new AppError('COMPANY_MEMBER_ONLY');
  return {
    kind: 'company',
    side: 'company',
    user_id,
    company_id: membership.company_id,
    hidden_candidate_ids: await candidatesHiddenFrom(db, membership.company_id),
  };
}

export const scopeOf = (reader: RoomReader): RoomScope =>
  reader.kind === 'company'
    ? { kind: 'company', company_id: reader.company_id, hidden_candidate_ids: reader.hidden_candidate_ids }
    : reader.kind === 'candidate'
      ? { kind: 'candidate', candidate_user_id: reader.user_id }
      : { kind: 'admin' };

function canRead(reader: RoomReader, room: RoomRow): boolean {
  if (reader.kind === 'company')
    return room.company_id === reader.company_id && !reader.hidden_candidate_ids.includes(room.candidate_id);
  if (reader.kind === 'candidate') return room.candidate_user_id === reader.user_id;
  return room.is_outstaff;
}

/** A room the reader is in; any other is "not found", whether it exists or not. */
export async function roomOf(db: Db, reader: RoomReader, roomId: number): Promise<RoomRow> {
  const room = await roomRepo.findById(db, roomId);
  if (!room || !canRead(reader, room)) throw new AppError('ROOM_NOT_FOUND');
  return room;
}

/** All the named rooms, each the reader's, or "not found" for the lot: a bulk call does all or nothing. */
export async function roomsOf(db: Db, reader: RoomReader, roomIds: number[]): Promise<RoomRow[]> {
  const rows = await roomRepo.findByIds(db, roomIds);
  if (rows.length !== roomIds.length || !rows.every((room) => canRead(reader, room)))
    throw new AppError('ROOM_NOT_FOUND');
  return rows;
}
