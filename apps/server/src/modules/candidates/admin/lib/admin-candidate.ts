import type { TCandidateOwn } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import { candidateRepo } from '../../profile/lib/candidate.repo.ts';

/** A profile as an admin reads it: everything its owner sees, and whose it is. */
export type AdminCandidate = TCandidateOwn & { user_id: number };

/** The profile an admin names by id, whatever its status; "not found" in the admin area's words. */
export async function candidateOf(db: Db, id: number) {
  const row = await candidateRepo.findById(db, id);
  if (!row) throw new AppError('ADMIN_ITEM_NOT_FOUND');
  return row;
}
