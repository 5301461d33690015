import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { myCandidate } from '../profile/lib/my-candidate.ts';
import { openingRepo } from './lib/candidate-opening.repo.ts';

export type CloseProfileOptions = UseCaseArgs<{ company_id: number }, 'clock'>;

/** `DELETE open-profile/{company_id}`: from now on the company's members see the anonymous profile only. */
export async function closeProfile({ actor, input, db, clock }: CloseProfileOptions) {
  requirePermission(actor, 'delete:candidate-opening:own');
  const candidate = await myCandidate(db, actor);
  if (!(await openingRepo.close(db, candidate.id, input.company_id, clock.now()))) {
    throw new AppError('OPENING_NOT_FOUND');
  }
  return { ok: true as const };
}
