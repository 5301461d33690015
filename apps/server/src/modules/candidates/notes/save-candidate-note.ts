import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { visibleCandidate } from '../profile/get-candidate.ts';
import { readerOf, requireCompany } from '../profile/lib/candidate-policy.ts';
import { noteRepo } from './lib/candidate-note.repo.ts';

export type SaveCandidateNoteOptions = UseCaseArgs<{ id: number; text: string }, 'registry'>;

/** `POST candidates/{id}/note`: the company's private note about a candidate it can see; its whole team reads it. */
export async function saveCandidateNote({ actor, input, db, registry }: SaveCandidateNoteOptions) {
  requirePermission(actor, 'create:candidate-note:own');
  const { user_id } = requireUser(actor);
  const { companyId } = requireCompany(await readerOf(db, actor));
  const candidate = await visibleCandidate(db, actor, input.id, registry);
  await noteRepo.saveNote(db, {
    candidate_id: candidate.id,
    company_id: companyId,
    text: input.text,
    author_user_id: user_id,
  });
  return { note: input.text };
}
