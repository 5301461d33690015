import { CANDIDATES } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { candidateRepo } from './lib/candidate.repo.ts';

export type ListDesiredPositionsOptions = { actor: Actor; input: { search?: string; limit?: number }; db: Db };

/** `GET candidates/desired_positions`: what listed candidates want to be, for the position field's autocomplete. */
export async function listDesiredPositions({ actor, input, db }: ListDesiredPositionsOptions) {
  requirePermission(actor, 'read:candidate:any');
  const limit = input.limit ?? CANDIDATES.desiredPositionsLimit;
  return { list: await candidateRepo.desiredPositions(db, input.search, limit) };
}
