import type { TResume } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { documentOf, presentResume } from './lib/present-resume.ts';
import { resumeRepo } from './lib/resume.repo.ts';
import { ownResume } from './lib/resume-access.ts';
import { photoOfSave } from './lib/resume-photo.ts';
import type { SavedResume } from './lib/saved-resume.ts';

export type UpdateResumeOptions = UseCaseArgs<SavedResume & { id: string; token?: string | undefined }, 'clock'>;

/** Replaces the owner's resume's document, design and step: the wizard saves the whole of it at each step. */
export async function updateResume({ actor, input, db, clock }: UpdateResumeOptions): Promise<TResume> {
  requirePermission(actor, 'update:resume:own');
  const row = await ownResume(db, { actor, token: input.token }, input.id);
  const photo = await photoOfSave(input.document.photo, documentOf(row).photo);
  const updated = await resumeRepo.update(
    db,
    row.id,
    { document: { ...input.document, photo }, design: input.design, step: input.step },
    clock.now(),
  );
  return presentResume(updated);
}
