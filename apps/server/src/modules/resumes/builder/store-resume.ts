import { RESUMES, type TResume } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentResume } from './lib/present-resume.ts';
import { resumeRepo } from './lib/resume.repo.ts';
import { keptPhoto } from './lib/resume-photo.ts';
import { hashResumeToken, newResumeId, newResumeToken } from './lib/resume-token.ts';
import type { SavedResume } from './lib/saved-resume.ts';

export type StoreResumeOptions = UseCaseArgs<SavedResume, 'clock' | 'limiter'> & { ip: string };

/**
 * Saves a new resume. A signed-in user's is their account's (at most `RESUMES.perUserMax`); a guest's gets a token,
 * answered this once, that every later call about it must carry. Bounded per address, since a guest's costs nothing.
 */
export async function storeResume({
  actor,
  input,
  db,
  clock,
  limiter,
  ip,
}: StoreResumeOptions): Promise<{ resume: TResume; token: string | null }> {
  requirePermission(actor, 'create:resume:own');
  await limiter.consume(RESUMES.storePerIp, `resume-store:ip:${ip}`);
  const userId = actor.user_id;
  if (userId !== null && (await resumeRepo.countOfUser(db, userId)) >= RESUMES.perUserMax)
    throw new AppError('RESUME_LIMIT_REACHED');
  const photo = await keptPhoto(input.document.photo);
  const token = userId === null ? newResumeToken() : null;
  const now = clock.now();
  const row = await resumeRepo.insert(db, {
    public_id: newResumeId(),
    user_id: userId,
    token_hash: token === null ? null : hashResumeToken(token),
    document: { ...input.document, photo },
    design: input.design,
    step: input.step,
    created_at: now,
    updated_at: now,
  });
  return { resume: presentResume(row), token };
}
