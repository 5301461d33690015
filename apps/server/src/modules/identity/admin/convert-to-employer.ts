import { ROLES } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { sessionRepo } from '../session.repo.ts';
import { userRepo } from '../user.repo.ts';
import { adminTargetOf, changeOf, type UserChange } from './lib/admin-target.ts';

/**
 * A worker account becomes an employer account (ADR 0034, "convert a candidate to a company"): the role changes and
 * every session ends, since each carries the old role's pages and grants; the owner signs in again as an employer and
 * is led to the add-company wizard. The caller has checked what the worker's side holds.
 */
export async function convertToEmployer({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<{ id: number }, 'clock'>): Promise<UserChange> {
  requirePermission(actor, 'update:user:any');
  const before = await adminTargetOf(db, actor, input.id, { isGuarded: true });
  const after = await userRepo.update(db, before.id, { role_id: ROLES.company });
  await sessionRepo.revokeAllOfUser(db, before.id, clock.now());
  return changeOf(before, after, ['role_id']);
}
