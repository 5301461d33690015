import type { TResume } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentResume } from './lib/present-resume.ts';
import { ownResume } from './lib/resume-access.ts';

export type GetResumeInfoOptions = UseCaseArgs<{ id: string; token?: string | undefined }>;

/** One resume whole, for the wizard to go on with it: its owner's or its token's, even while shared. */
export async function getResumeInfo({ actor, input, db }: GetResumeInfoOptions): Promise<TResume> {
  requirePermission(actor, 'read:resume:own');
  return presentResume(await ownResume(db, { actor, token: input.token }, input.id));
}
