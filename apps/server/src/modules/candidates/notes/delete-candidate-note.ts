import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { visibleCandidate } from '../profile/get-candidate.ts';
import { readerOf, requireCompany } from '../profile/lib/candidate-policy.ts';
import { noteRepo } from './lib/candidate-note.repo.ts';

export type DeleteCandidateNoteOptions = UseCaseArgs<{ id: number }, 'registry'>;

/** `DELETE candidates/{id}/note`: removes the company's note (any member may, as any member may write it). */
export async function deleteCandidateNote({ actor, input, db, registry }: DeleteCandidateNoteOptions) {
  requirePermission(actor, 'delete:candidate-note:own');
  const { companyId } = requireCompany(await readerOf(db, actor));
  const candidate = await visibleCandidate(db, actor, input.id, registry);
  await noteRepo.deleteNote(db, candidate.id, companyId);
  return { ok: true as const };
}
