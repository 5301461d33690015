import { CANDIDATES } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { candidateRepo } from './lib/candidate.repo.ts';

export type ListDesiredPositionsOptions = UseCaseArgs<{ search?: string; limit?: number }>;

/** `GET candidates/desired_positions`: what listed candidates want to be, for the position field's autocomplete. */
export async function listDesiredPositions({ actor, input, db }: ListDesiredPositionsOptions) {
  requirePermission(actor, 'read:candidate:any');
  const limit = input.limit ?? CANDIDATES.desiredPositionsLimit;
  return { list: await candidateRepo.desiredPositions(db, input.search, limit) };
}
