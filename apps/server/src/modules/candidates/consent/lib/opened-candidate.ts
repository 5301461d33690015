import type { Actor } from '../../../../platform/auth/actor.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import type { Registry } from '../../../../platform/registry.ts';
import { type CandidateRow, candidateRepo, type IdentityRow } from '../../profile/lib/candidate.repo.ts';
import { accessOf, readerOf } from '../../profile/lib/candidate-policy.ts';

/**
 * A candidate's identity for a reader the profile is opened to (an admin included), for the contacts calls. A
 * company that may see only the anonymous profile is told so (`PROFILE_NOT_OPENED`); one that may not see it at
 * all gets "not found", like for an id that does not exist.
 */
export async function openedCandidate(
  db: Db,
  actor: Actor,
  id: number,
  registry: Registry,
): Promise<{ row: CandidateRow; identity: IdentityRow; companyId: number | null }> {
  const reader = await readerOf(db, actor);
  if (reader.companyId === null && actor.role !== 'admin') throw new AppError('COMPANY_MEMBER_ONLY');
  const row = await candidateRepo.findById(db, id);
  const access = row ? await accessOf(db, reader, row, registry) : null;
  if (!row || !access) throw new AppError('CANDIDATE_NOT_FOUND');
  if (access === 'anonymous') throw new AppError('PROFILE_NOT_OPENED');
  const identity = await candidateRepo.findIdentity(db, row.id);
  if (!identity) throw new AppError('CANDIDATE_NOT_FOUND');
  return { row, identity, companyId: reader.companyId };
}
