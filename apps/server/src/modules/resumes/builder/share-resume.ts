import type { TResume } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentResume } from './lib/present-resume.ts';
import { resumeRepo } from './lib/resume.repo.ts';
import { ownResume } from './lib/resume-access.ts';

export type ShareResumeOptions = UseCaseArgs<{ id: string; token?: string | undefined; indexable: boolean }, 'clock'>;

/** Publishes the owner's resume at `/cv/{id}` and `/cv/pdf/{id}`; `indexable` lets search engines list the page. */
export async function shareResume({ actor, input, db, clock }: ShareResumeOptions): Promise<TResume> {
  requirePermission(actor, 'update:resume:own');
  const row = await ownResume(db, { actor, token: input.token }, input.id);
  return presentResume(await resumeRepo.update(db, row.id, { shared: true, indexable: input.indexable }, clock.now()));
}
