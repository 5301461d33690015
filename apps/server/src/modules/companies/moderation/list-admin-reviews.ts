import type { TAdminListQuery, TDecisionStatus } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { adminPageOf } from '../../../platform/moderation.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { adminReviewRepo } from './lib/admin-review.repo.ts';

/** Every company review as admins see it: any status, searched by title or company, in the order asked. */
export async function listAdminReviews({ actor, input, db }: UseCaseArgs<TAdminListQuery>) {
  requirePermission(actor, 'update:company:any');
  const { rows, total } = await adminReviewRepo.page(db, input);
  const list = rows.map((row) => ({
    ...row,
    moderation_status: row.moderation_status as TDecisionStatus,
    created_at: row.created_at.toISOString(),
  }));
  return adminPageOf(list, total, input.page);
}

export const countPendingReviews = ({ actor, db }: UseCaseArgs<unknown>) => {
  requirePermission(actor, 'update:company:any');
  return adminReviewRepo.countByStatus(db, 'pending');
};
