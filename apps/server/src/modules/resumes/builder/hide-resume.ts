import type { TResume } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentResume } from './lib/present-resume.ts';
import { resumeRepo } from './lib/resume.repo.ts';
import { ownResume } from './lib/resume-access.ts';

export type HideResumeOptions = UseCaseArgs<{ id: string; token?: string | undefined }, 'clock'>;

/** Takes the resume off `/cv/{id}` and `/cv/pdf/{id}`: the next request there is 404, nothing is cached. */
export async function hideResume({ actor, input, db, clock }: HideResumeOptions): Promise<TResume> {
  requirePermission(actor, 'update:resume:own');
  const row = await ownResume(db, { actor, token: input.token }, input.id);
  return presentResume(await resumeRepo.update(db, row.id, { shared: false, indexable: false }, clock.now()));
}
