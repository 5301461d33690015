import type { Db } from '../../../../platform/db/database.ts';
import { type CandidateRow, candidateRepo } from '../../profile/lib/candidate.repo.ts';

/**
 * After an owner's change to an entry: the entries are public text, so the profile awaits moderation again, and
 * the search vector takes the new words.
 */
export async function entryChanged(db: Db, candidate: CandidateRow): Promise<void> {
  if (candidate.moderation_status !== 'pending') {
    await candidateRepo.update(db, candidate.id, { moderation_status: 'pending' });
  }
  await candidateRepo.refreshSearchVector(db, candidate.id);
}
