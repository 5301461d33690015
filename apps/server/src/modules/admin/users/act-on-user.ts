import type { Permission } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { UserChange } from '../../identity/index.ts';
import { auditRepo } from '../audit/audit.repo.ts';

export type ActOnUserOptions<C extends UserChange = UserChange> = {
  actor: Actor;
  db: Db;
  /** The audit log's word for it: `user.block`, `user.force_delete`… */
  action: string;
  permission: Permission;
  /** Identity's use case, run in the transaction that also writes the audit entry. */
  apply: (db: Db) => Promise<C>;
};

/**
 * One admin action on one account: the admin area's own check, then identity's use case (and its rules), and the
 * audit entry with the fields before and after, in one transaction, so no change goes unrecorded.
 */
export async function actOnUser<C extends UserChange>({
  actor,
  db,
  action,
  permission,
  apply,
}: ActOnUserOptions<C>): Promise<C> {
  requirePermission(actor, permission);
  return db.transaction(async (tx) => {
    const change = await apply(tx);
    await auditRepo.append(tx, [
      {
        actor_user_id: actor.user_id as number,
        action,
        target_type: 'user',
        target_id: change.id,
        before: change.before,
        after: change.after,
      },
    ]);
    return change;
  });
}
