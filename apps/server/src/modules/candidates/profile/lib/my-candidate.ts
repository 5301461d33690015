import { type Actor, requireUser } from '../../../../platform/auth/actor.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import { type CandidateRow, candidateRepo } from './candidate.repo.ts';

/** The signed-in worker's profile, for the `me/candidate/…` calls: they save it first on the add-resume page. */
export async function myCandidate(db: Db, actor: Actor): Promise<CandidateRow> {
  const { user_id } = requireUser(actor);
  const row = await candidateRepo.findByUserId(db, user_id);
  if (!row) throw new AppError('CANDIDATE_PROFILE_MISSING');
  return row;
}
