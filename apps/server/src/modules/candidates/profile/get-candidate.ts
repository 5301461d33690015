import type { TCandidateDetails } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Registry } from '../../../platform/registry.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { type CandidateRow, candidateRepo } from './lib/candidate.repo.ts';
import { accessOf, readerOf } from './lib/candidate-policy.ts';
import { presentCandidate } from './lib/present-candidate.ts';

export type GetCandidateOptions = UseCaseArgs<{ id: number } | { slug: string }, 'registry'>;

/**
 * `GET candidates/{id}` and `candidates/slug/{slug}`: the profile in the view its reader is entitled to
 * (candidate-policy.ts); "not found" alike for a missing profile and one the reader may not see.
 */
export async function getCandidate({ actor, input, db, registry }: GetCandidateOptions): Promise<TCandidateDetails> {
  requirePermission(actor, 'read:candidate:any');
  const row =
    'id' in input ? await candidateRepo.findById(db, input.id) : await candidateRepo.findBySlug(db, input.slug);
  const reader = await readerOf(db, actor);
  const access = row ? await accessOf(db, reader, row, registry) : null;
  if (!row || !access) throw new AppError('CANDIDATE_NOT_FOUND');
  return presentCandidate(db, reader, access, row);
}

/** A profile the actor may see at all (in any view), or "not found". */
export async function visibleCandidate(db: Db, actor: Actor, id: number, registry: Registry): Promise<CandidateRow> {
  const row = await candidateRepo.findById(db, id);
  const access = row ? await accessOf(db, await readerOf(db, actor), row, registry) : null;
  if (!row || !access) throw new AppError('CANDIDATE_NOT_FOUND');
  return row;
}
