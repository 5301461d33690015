import type { TAdminListQuery, TDecisionStatus } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { adminPageOf } from '../../../platform/moderation.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { adminCandidateRepo } from './lib/admin-candidate.repo.ts';

/** Every candidate profile as admins see it, with the name behind it: any status, in the order asked. */
export async function listAdminCandidates({ actor, input, db }: UseCaseArgs<TAdminListQuery>) {
  requirePermission(actor, 'read:candidate-contacts:any');
  const { rows, total } = await adminCandidateRepo.page(db, input);
  const list = rows.map((row) => ({
    ...row,
    moderation_status: row.moderation_status as TDecisionStatus,
    created_at: row.created_at.toISOString(),
  }));
  return adminPageOf(list, total, input.page);
}

export const countPendingCandidates = ({ actor, db }: UseCaseArgs<unknown>) => {
  requirePermission(actor, 'update:candidate:any');
  return adminCandidateRepo.countByStatus(db, 'pending');
};
