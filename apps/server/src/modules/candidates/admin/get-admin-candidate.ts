import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { readerOf } from '../profile/lib/candidate-policy.ts';
import { presentOwn } from '../profile/lib/present-candidate.ts';
import { type AdminCandidate, candidateOf } from './lib/admin-candidate.ts';

/** One profile, whatever its status, as its owner would read it, for an admin's page and edit form. */
export async function getAdminCandidate({ actor, input, db }: UseCaseArgs<{ id: number }>): Promise<AdminCandidate> {
  requirePermission(actor, 'update:candidate:any');
  const row = await candidateOf(db, input.id);
  return { ...(await presentOwn(db, await readerOf(db, actor), row)), user_id: row.user_id };
}
