import { RESUMES, type TResume } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentResume } from './lib/present-resume.ts';
import { resumeRepo } from './lib/resume.repo.ts';
import { isResumeToken } from './lib/resume-token.ts';

export type ClaimResumeOptions = UseCaseArgs<{ id: string; token?: string | undefined }, 'clock'>;

/**
 * A guest who signs in attaches the resume they made to their account: the token proves it theirs, and stops working
 * once the resume has an owner. Claiming one's own resume again answers it as it is; anything else, another account's
 * included, is `RESUME_NOT_FOUND`.
 */
export async function claimResume({ actor, input, db, clock }: ClaimResumeOptions): Promise<TResume> {
  requirePermission(actor, 'update:resume:own');
  const { user_id } = requireUser(actor);
  const row = await resumeRepo.findByPublicId(db, input.id);
  if (row && row.user_id === user_id) return presentResume(row);
  if (!row || row.user_id !== null || !isResumeToken(input.token, row.token_hash))
    throw new AppError('RESUME_NOT_FOUND');
  if ((await resumeRepo.countOfUser(db, user_id)) >= RESUMES.perUserMax) throw new AppError('RESUME_LIMIT_REACHED');
  // Only a row still without an owner is claimed: of two claims at once, the second finds none.
  const claimed = await resumeRepo.claim(db, row.id, user_id, clock.now());
  if (!claimed) throw new AppError('RESUME_NOT_FOUND');
  return presentResume(claimed);
}
