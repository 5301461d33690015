import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentAdminAccount } from './lib/admin-account.repo.ts';
import { adminAccountOf } from './lib/admin-account-target.ts';

/** One admin's account; any other account's id is not found here (it has its page among the users). */
export async function getAdminAccount({ actor, input, db }: UseCaseArgs<{ id: number }>) {
  requirePermission(actor, 'read:user:any');
  const { user, hasSecondFactor } = await adminAccountOf(db, input.id);
  return presentAdminAccount(user, hasSecondFactor);
}
