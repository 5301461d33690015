import type { TSaveCandidate } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { candidateRepo } from '../profile/lib/candidate.repo.ts';
import { readerOf } from '../profile/lib/candidate-policy.ts';
import { presentOwn } from '../profile/lib/present-candidate.ts';
import { writeCandidate } from '../profile/lib/write-candidate.ts';
import type { AdminCandidate } from './lib/admin-candidate.ts';

/**
 * The profile of an account an admin just made: the add-resume page's checks, then approved at once, since an admin
 * wrote it (the moderator's own work needs no second look).
 */
export async function createAdminCandidate({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<{ user_id: number; profile: TSaveCandidate }, 'clock'>): Promise<AdminCandidate> {
  requirePermission(actor, 'update:candidate:any');
  const written = await writeCandidate({
    db,
    clock,
    locale: actor.locale,
    userId: input.user_id,
    existing: undefined,
    input: input.profile,
    moderate: false,
  });
  const row = await candidateRepo.update(db, written.id, { moderation_status: 'approved' });
  return { ...(await presentOwn(db, await readerOf(db, actor), row)), user_id: row.user_id };
}
