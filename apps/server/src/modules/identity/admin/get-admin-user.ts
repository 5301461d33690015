import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { adminTargetOf } from './lib/admin-target.ts';
import { adminUserRepo, presentAdminUserDetail } from './lib/admin-user.repo.ts';

/** One account's facts for the admin's page: its switches and how it has been used. */
export async function getAdminUser({ actor, input, db, clock }: UseCaseArgs<{ id: number }, 'clock'>) {
  requirePermission(actor, 'read:user:any');
  const user = await adminTargetOf(db, actor, input.id);
  return presentAdminUserDetail(user, await adminUserRepo.sessionFacts(db, user.id, clock.now()));
}
