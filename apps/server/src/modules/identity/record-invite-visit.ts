import type { Db } from '../../platform/db/database.ts';
import { userRepo } from './user.repo.ts';

export type RecordInviteVisitOptions = { input: { code: string; visitor_key: string }; db: Db };

/** Counts one visitor (by a random key their browser keeps) on an invite link; unknown codes are ignored. */
export async function recordInviteVisit({ input, db }: RecordInviteVisitOptions): Promise<boolean> {
  const inviter = await userRepo.findByInviteCode(db, input.code);
  if (!inviter) return false;
  await userRepo.recordInviteVisit(db, inviter.id, input.visitor_key);
  return true;
}
