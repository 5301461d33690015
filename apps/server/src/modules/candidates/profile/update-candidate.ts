import { can, type TCandidateOwn, type TSaveCandidate } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { candidateRepo } from './lib/candidate.repo.ts';
import { readerOf } from './lib/candidate-policy.ts';
import { presentOwn } from './lib/present-candidate.ts';
import { writeCandidate } from './lib/write-candidate.ts';

export type UpdateCandidateOptions = UseCaseArgs<{ id: number; profile: TSaveCandidate }, 'clock'>;

/**
 * `PUT candidates/{id}`: the owner replaces their profile by its id (as `POST me/candidate` does, back to moderation
 * when the public part changes), or an admin edits it, which keeps its moderation status. Anyone else's id is "not
 * found", whether or not it exists.
 */
export async function updateCandidate({ actor, input, db, clock }: UpdateCandidateOptions): Promise<TCandidateOwn> {
  const isAdmin = can(actor.role, 'update:candidate:any');
  if (!isAdmin) requirePermission(actor, 'update:candidate:own');
  const { user_id } = requireUser(actor);
  const existing = await candidateRepo.findById(db, input.id);
  if (!existing || (!isAdmin && existing.user_id !== user_id)) throw new AppError('CANDIDATE_NOT_FOUND');
  const row = await db.transaction(async (tx) =>
    writeCandidate({
      db: tx,
      clock,
      locale: actor.locale,
      userId: existing.user_id,
      existing,
      input: input.profile,
      moderate: existing.user_id === user_id,
    }),
  );
  return presentOwn(db, await readerOf(db, actor), row);
}
