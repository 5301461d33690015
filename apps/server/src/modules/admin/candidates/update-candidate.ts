import type { TAdminCandidateDetail, TSaveCandidate } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { getAdminCandidate, updateAdminCandidate } from '../../candidates/index.ts';
import { getAdminUser } from '../../identity/index.ts';
import { auditRepo } from '../audit/audit.repo.ts';

const PUBLIC_FIELDS = [
  'desired_position',
  'specialization_ids',
  'keyword_ids',
  'tags',
  'seniority',
  'experience',
  'english_level',
  'salary',
  'job_types',
  'employment',
  'expectation_description',
  'is_public',
] as const;

/**
 * An admin edits a candidate's profile with the owner's rules (candidates' own use case); the audit log records which
 * fields changed, with the anonymous ones' values and only the names of the identity's (name, contacts).
 */
export async function updateCandidate({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<{ id: number; profile: TSaveCandidate }, 'clock'>): Promise<TAdminCandidateDetail> {
  requirePermission(actor, 'update:admin-user:any');
  return db.transaction(async (tx) => {
    const before = await getAdminCandidate({ actor, input: { id: input.id }, db: tx });
    const after = await updateAdminCandidate({ actor, input, db: tx, clock });
    const changed = PUBLIC_FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
    const identityChanged =
      before.name !== after.name || JSON.stringify(before.contacts) !== JSON.stringify(after.contacts);
    await auditRepo.append(tx, [
      {
        actor_user_id: actor.user_id as number,
        action: 'candidate.update',
        target_type: 'candidate',
        target_id: input.id,
        before: Object.fromEntries(changed.map((field) => [field, before[field]])),
        after: {
          ...Object.fromEntries(changed.map((field) => [field, after[field]])),
          ...(identityChanged ? { identity: 'changed' } : {}),
        },
      },
    ]);
    const account = await getAdminUser({ actor, input: { id: after.user_id }, db: tx, clock });
    return { ...after, account_email: account.email };
  });
}
