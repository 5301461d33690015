import type { TResumeSummary } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentSummary } from './lib/present-resume.ts';
import { resumeRepo } from './lib/resume.repo.ts';

export type ListMyResumesOptions = UseCaseArgs<Record<string, never>>;

/** The signed-in user's resumes, last edited first; at most `RESUMES.perUserMax`, so the list needs no pages. */
export async function listMyResumes({ actor, db }: ListMyResumesOptions): Promise<{ list: TResumeSummary[] }> {
  requirePermission(actor, 'read:resume:own');
  const { user_id } = requireUser(actor);
  return { list: (await resumeRepo.listOfUser(db, user_id)).map(presentSummary) };
}
