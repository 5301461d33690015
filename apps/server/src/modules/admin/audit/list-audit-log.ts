import type { TAuditEntry, TAuditLogQueryParsed } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { adminPageOf } from '../../../platform/moderation.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { userDirectory } from '../../identity/index.ts';
import { auditRepo } from './audit.repo.ts';

/** What admins did, filtered and paged, with each admin's name as it is now (empty once the account is gone). */
export async function listAuditLog({ actor, input, db }: UseCaseArgs<TAuditLogQueryParsed>) {
  requirePermission(actor, 'read:audit-log:any');
  const { rows, total } = await auditRepo.list(db, input);
  const names = await userDirectory.listByIds(
    db,
    rows.map((row) => row.actor_user_id),
  );
  const list: TAuditEntry[] = rows.map((row) => ({
    id: row.id,
    actor_id: row.actor_user_id,
    actor_name: names.get(row.actor_user_id)?.name ?? '',
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.created_at.toISOString(),
  }));
  return adminPageOf(list, total, input.page);
}
