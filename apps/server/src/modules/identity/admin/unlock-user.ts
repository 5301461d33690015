import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { userRepo } from '../user.repo.ts';
import { adminTargetOf, changeOf, type UserChange } from './lib/admin-target.ts';

/** Lifts a block: the account may sign in again (its old sessions stay ended). */
export async function unlockUser({ actor, input, db }: UseCaseArgs<{ id: number }>): Promise<UserChange> {
  requirePermission(actor, 'update:user:any');
  const before = await adminTargetOf(db, actor, input.id);
  const after = await userRepo.update(db, before.id, { blocked_at: null });
  return changeOf(before, after, ['blocked_at']);
}
