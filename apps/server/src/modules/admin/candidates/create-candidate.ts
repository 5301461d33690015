import type { TAdminCandidateDetail, TAdminCreateCandidateRequest, TSaveCandidate } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { createAdminCandidate } from '../../candidates/index.ts';
import { createUnclaimedWorker } from '../../identity/index.ts';
import { auditRepo } from '../audit/audit.repo.ts';

type Input = TSaveCandidate & { email: string; locale: NonNullable<TAdminCreateCandidateRequest['locale']> };

/**
 * An admin adds a candidate: identity makes the worker account (no password, no mail until it is claimed through
 * "forgot password"), candidates its approved profile, and the audit log records it, in one transaction. The log
 * keeps the ids, not the person's name or contacts, which an erasure must be able to reach.
 */
export async function createCandidate({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<Input, 'clock'>): Promise<TAdminCandidateDetail> {
  requirePermission(actor, 'update:admin-user:any');
  const { email, locale, ...profile } = input;
  return db.transaction(async (tx) => {
    const account = await createUnclaimedWorker({ actor, input: { email, name: profile.name, locale }, db: tx, clock });
    const candidate = await createAdminCandidate({
      actor,
      input: { user_id: account.user_id, profile },
      db: tx,
      clock,
    });
    await auditRepo.append(tx, [
      {
        actor_user_id: actor.user_id as number,
        action: 'candidate.create',
        target_type: 'candidate',
        target_id: candidate.id,
        before: null,
        after: { user_id: account.user_id, moderation_status: candidate.moderation_status },
      },
    ]);
    return { ...candidate, account_email: account.email };
  });
}
