import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { countApplicationsOfUser } from '../../applications/index.ts';
import { closeCandidateForConversion, getAdminCandidate } from '../../candidates/index.ts';
import { companyDirectory } from '../../companies/index.ts';
import { convertToEmployer, type UserChange } from '../../identity/index.ts';
import { auditRepo } from '../audit/audit.repo.ts';

/**
 * An admin turns a candidate's worker account into an employer account (ADR 0034). Refused while the account is in a
 * company's team (`CANDIDATE_CONVERT_HAS_COMPANY`) or holds applications or job offers
 * (`CANDIDATE_CONVERT_HAS_APPLICATIONS`): they are a job seeker's, pointing at the profile, and an employer account
 * could neither see nor answer them; they are not moved. Otherwise, in one transaction: the profile is closed and
 * its personal data blanked, the role changes and every session ends, and the audit log records it.
 */
export async function convertCandidate({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<{ id: number }, 'clock'>): Promise<UserChange> {
  requirePermission(actor, 'update:admin-user:any');
  return db.transaction(async (tx) => {
    const candidate = await getAdminCandidate({ actor, input, db: tx });
    if (await companyDirectory.membershipOf(tx, candidate.user_id)) throw new AppError('CANDIDATE_CONVERT_HAS_COMPANY');
    if ((await countApplicationsOfUser({ actor, input: { user_id: candidate.user_id }, db: tx })) > 0) {
      throw new AppError('CANDIDATE_CONVERT_HAS_APPLICATIONS');
    }
    await closeCandidateForConversion({ actor, input, db: tx });
    const change = await convertToEmployer({ actor, input: { id: candidate.user_id }, db: tx, clock });
    await auditRepo.append(tx, [
      {
        actor_user_id: actor.user_id as number,
        action: 'candidate.convert_to_company',
        target_type: 'user',
        target_id: change.id,
        before: { ...change.before, candidate_id: candidate.id },
        after: { ...change.after, candidate_id: null },
      },
    ]);
    return change;
  });
}
