import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { myCandidate } from '../profile/lib/my-candidate.ts';
import { openingRepo } from './lib/candidate-opening.repo.ts';
import { presentHidden } from './lib/present-opening.ts';

export type ListHiddenCompaniesOptions = { actor: Actor; db: Db };

/** `GET me/candidate/hidden-companies`: the companies the profile is hidden from, newest first. */
export async function listHiddenCompanies({ actor, db }: ListHiddenCompaniesOptions) {
  requirePermission(actor, 'read:candidate:own');
  const candidate = await myCandidate(db, actor);
  return { list: await presentHidden(db, await openingRepo.listHidden(db, candidate.id)) };
}
