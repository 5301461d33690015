import type { TUser } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { presentUser } from './present-user.ts';
import { sessionRepo } from './session.repo.ts';
import { userRepo } from './user.repo.ts';

export async function getProfile(deps: IdentityDeps, actor: Actor): Promise<TUser> {
  requirePermission(actor, 'read:profile:own');
  const user = await userRepo.findById(deps.db, requireUser(actor).user_id);
  if (!user) throw new AppError('UNAUTHORIZED');
  return presentUser(user);
}

export async function activateProfile(deps: IdentityDeps, actor: Actor): Promise<TUser> {
  requirePermission(actor, 'update:profile:own');
  return presentUser(await userRepo.update(deps.db, requireUser(actor).user_id, { is_active: true }));
}

/** Hides the profile and ends every session: the owner signs in again to come back. */
export async function deactivateProfile(deps: IdentityDeps, actor: Actor): Promise<void> {
  requirePermission(actor, 'update:profile:own');
  const { user_id } = requireUser(actor);
  await deps.db.transaction(async (tx) => {
    await userRepo.update(tx, user_id, { is_active: false });
    await sessionRepo.revokeAllOfUser(tx, user_id, deps.clock.now());
  });
}

/** An admin blocks a user: every session ends at once and sign-in is refused until unlocked. */
export async function blockUser(deps: IdentityDeps, actor: Actor, userId: number): Promise<void> {
  requirePermission(actor, 'update:user:any');
  if (userId === actor.user_id) throw new AppError('FORBIDDEN');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await userRepo.findById(tx, userId))) throw new AppError('USER_NOT_FOUND');
    await userRepo.update(tx, userId, { blocked_at: now });
    await sessionRepo.revokeAllOfUser(tx, userId, now);
  });
}

export async function unlockUser(deps: IdentityDeps, actor: Actor, userId: number): Promise<void> {
  requirePermission(actor, 'update:user:any');
  if (!(await userRepo.findById(deps.db, userId))) throw new AppError('USER_NOT_FOUND');
  await userRepo.update(deps.db, userId, { blocked_at: null });
}
