import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { userRepo } from '../user.repo.ts';
import { adminTargetOf, changeOf, type UserChange } from './lib/admin-target.ts';

/**
 * Undoes a deletion within its 30 days: the account is back as it was, switched on, and its owner signs in again.
 * Once the erasure ran (no `erase_after` left on a deleted account) the data is gone and there is nothing to restore.
 */
export async function restoreUser({ actor, input, db }: UseCaseArgs<{ id: number }>): Promise<UserChange> {
  requirePermission(actor, 'update:user:any');
  const before = await adminTargetOf(db, actor, input.id);
  if (!before.deleted_at) return changeOf(before, before, ['deleted_at']);
  if (!before.erase_after) throw new AppError('ADMIN_USER_ERASED');
  const after = await userRepo.update(db, before.id, { deleted_at: null, erase_after: null, is_active: true });
  return changeOf(before, after, ['deleted_at', 'erase_after', 'is_active']);
}
