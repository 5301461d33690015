import { CANDIDATES } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { myCandidate } from '../profile/lib/my-candidate.ts';
import { openingRepo } from './lib/candidate-opening.repo.ts';
import { requireListedCompany } from './lib/listed-company.ts';
import { presentHidden } from './lib/present-opening.ts';

export type HideFromCompanyOptions = UseCaseArgs<{ company_id: number }, 'clock'>;

/**
 * `POST me/candidate/hidden-companies`: the company's members find the profile nowhere (lists, search, its page),
 * the current employer say. An opening to that company is closed with it: hiding outranks an earlier yes.
 */
export async function hideFromCompany({ actor, input, db, clock }: HideFromCompanyOptions) {
  requirePermission(actor, 'update:candidate:own');
  const candidate = await myCandidate(db, actor);
  await requireListedCompany(db, input.company_id);
  await db.transaction(async (tx) => {
    const isHidden = await openingRepo.isHidden(tx, candidate.id, input.company_id);
    if (!isHidden && (await openingRepo.countHidden(tx, candidate.id)) >= CANDIDATES.hiddenCompaniesMax) {
      throw new AppError('HIDDEN_COMPANIES_LIMIT', { params: { max: CANDIDATES.hiddenCompaniesMax } });
    }
    await openingRepo.hide(tx, candidate.id, input.company_id, clock.now());
    await openingRepo.close(tx, candidate.id, input.company_id, clock.now());
  });
  return { list: await presentHidden(db, await openingRepo.listHidden(db, candidate.id)) };
}
