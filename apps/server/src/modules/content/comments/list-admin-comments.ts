import type { TAdminListQuery, TDecisionStatus } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { adminPageOf } from '../../../platform/moderation.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { adminCommentRepo } from './lib/admin-comment.repo.ts';

/** Every blog comment as admins see it: any status, searched by its text or its article's title. */
export async function listAdminComments({ actor, input, db }: UseCaseArgs<TAdminListQuery>) {
  requirePermission(actor, 'update:post-comment:any');
  const { rows, total } = await adminCommentRepo.page(db, input, actor.locale);
  const list = rows.map((row) => ({
    ...row,
    moderation_status: row.moderation_status as TDecisionStatus,
    created_at: row.created_at.toISOString(),
  }));
  return adminPageOf(list, total, input.page);
}

export const countPendingComments = ({ actor, db }: UseCaseArgs<unknown>) => {
  requirePermission(actor, 'update:post-comment:any');
  return adminCommentRepo.countByStatus(db, 'pending');
};
