import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { userRepo } from '../user.repo.ts';
import { adminTargetOf, changeOf, type UserChange } from './lib/admin-target.ts';

/**
 * The account's active switch, as its owner turns it on the profile page: off takes the profile out of search and
 * lists, but the owner may still sign in (a block is what keeps them out).
 */
export async function setUserActive({
  actor,
  input,
  db,
}: UseCaseArgs<{ id: number; is_active: boolean }>): Promise<UserChange> {
  requirePermission(actor, 'update:user:any');
  const before = await adminTargetOf(db, actor, input.id);
  const after = await userRepo.update(db, before.id, { is_active: input.is_active });
  return changeOf(before, after, ['is_active']);
}
