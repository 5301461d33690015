import type { TSaveCandidate } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { readerOf } from '../profile/lib/candidate-policy.ts';
import { presentOwn } from '../profile/lib/present-candidate.ts';
import { writeCandidate } from '../profile/lib/write-candidate.ts';
import { type AdminCandidate, candidateOf } from './lib/admin-candidate.ts';

/** An admin's edit: the owner's checks, and the moderation status stays (the same rule as `PUT candidates/{id}`). */
export async function updateAdminCandidate({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<{ id: number; profile: TSaveCandidate }, 'clock'>): Promise<AdminCandidate> {
  requirePermission(actor, 'update:candidate:any');
  const existing = await candidateOf(db, input.id);
  const row = await writeCandidate({
    db,
    clock,
    locale: actor.locale,
    userId: existing.user_id,
    existing,
    input: input.profile,
    moderate: false,
  });
  return { ...(await presentOwn(db, await readerOf(db, actor), row)), user_id: row.user_id };
}
