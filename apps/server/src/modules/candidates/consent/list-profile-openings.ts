import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { myCandidate } from '../profile/lib/my-candidate.ts';
import { openingRepo } from './lib/candidate-opening.repo.ts';
import { presentOpenings } from './lib/present-opening.ts';

export type ListProfileOpeningsOptions = { actor: Actor; db: Db };

/** `GET open-profile`: the companies that see who the candidate is, newest opening first. */
export async function listProfileOpenings({ actor, db }: ListProfileOpeningsOptions) {
  requirePermission(actor, 'read:candidate-opening:own');
  const candidate = await myCandidate(db, actor);
  return { list: await presentOpenings(db, await openingRepo.listOpen(db, candidate.id)) };
}
