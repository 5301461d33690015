import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { candidateRepo } from '../profile/lib/candidate.repo.ts';
import { myCandidate } from '../profile/lib/my-candidate.ts';
import { type EntryKind, entryRepo } from './lib/candidate-entry.repo.ts';

export type DeleteCandidateEntryOptions = UseCaseArgs<{ kind: EntryKind; id: number }>;

/** `DELETE me/candidate/education|experience|skills/{id}`: removing says nothing new, so moderation is not asked again. */
export async function deleteCandidateEntry({ actor, input, db }: DeleteCandidateEntryOptions) {
  requirePermission(actor, 'update:candidate:own');
  const candidate = await myCandidate(db, actor);
  if (!(await entryRepo.delete(db, input.kind, candidate.id, input.id))) throw new AppError('ENTRY_NOT_FOUND');
  await candidateRepo.refreshSearchVector(db, candidate.id);
  return { ok: true as const };
}
