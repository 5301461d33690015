import type { TCandidateOpening } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { candidateRepo } from '../profile/lib/candidate.repo.ts';
import { openTo } from './open-profile.ts';

export type OpenOutstaffProfileOptions = UseCaseArgs<{ user_id: number; company_id: number }, 'clock'>;

/**
 * `POST outstaff/{user_id}/open-profile`: a candidate employed through the platform's outstaffing (`is_outstaffing`)
 * is presented to clients by the platform's outstaff manager, an admin, who opens the profile to a client company on
 * their behalf. The opening says so (`source: outstaff`), and the candidate sees and may close it like their own.
 */
export async function openOutstaffProfile({ actor, input, db, clock }: OpenOutstaffProfileOptions) {
  requirePermission(actor, 'create:candidate-opening:any');
  const { user_id } = requireUser(actor);
  const candidate = await candidateRepo.findByUserId(db, input.user_id);
  if (!candidate) throw new AppError('CANDIDATE_NOT_FOUND');
  if (!candidate.employment.includes('is_outstaffing')) throw new AppError('NOT_OUTSTAFF');
  const opening: TCandidateOpening = await openTo(db, clock, candidate, {
    company_id: input.company_id,
    source: 'outstaff',
    by: user_id,
  });
  return opening;
}
