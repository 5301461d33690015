import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { myCandidate } from '../profile/lib/my-candidate.ts';
import { openingRepo } from './lib/candidate-opening.repo.ts';
import { presentHidden } from './lib/present-opening.ts';

export type UnhideFromCompanyOptions = UseCaseArgs<{ company_id: number }>;

/** `DELETE me/candidate/hidden-companies/{company_id}`: the company may find the anonymous profile again. */
export async function unhideFromCompany({ actor, input, db }: UnhideFromCompanyOptions) {
  requirePermission(actor, 'update:candidate:own');
  const candidate = await myCandidate(db, actor);
  if (!(await openingRepo.isHidden(db, candidate.id, input.company_id))) throw new AppError('COMPANY_NOT_FOUND');
  await openingRepo.unhide(db, candidate.id, input.company_id);
  return { list: await presentHidden(db, await openingRepo.listHidden(db, candidate.id)) };
}
