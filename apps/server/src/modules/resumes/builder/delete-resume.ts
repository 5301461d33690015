import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { resumeRepo } from './lib/resume.repo.ts';
import { ownResume } from './lib/resume-access.ts';

export type DeleteResumeOptions = UseCaseArgs<{ id: string; token?: string | undefined }>;

/** Deletes the owner's resume for good; `/cv/{id}` is 404 from then on. */
export async function deleteResume({ actor, input, db }: DeleteResumeOptions): Promise<{ ok: true }> {
  requirePermission(actor, 'update:resume:own');
  const row = await ownResume(db, { actor, token: input.token }, input.id);
  await resumeRepo.delete(db, row.id);
  return { ok: true };
}
