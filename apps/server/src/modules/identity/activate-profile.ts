import type { TUser } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Registry } from '../../platform/registry.ts';
import { presentUser } from './present-user.ts';
import { userRepo } from './user.repo.ts';

export type ActivateProfileOptions = { actor: Actor; db: Db; registry: Registry };

export async function activateProfile({ actor, db, registry }: ActivateProfileOptions): Promise<TUser> {
  requirePermission(actor, 'update:profile:own');
  return presentUser(db, await userRepo.update(db, requireUser(actor).user_id, { is_active: true }), registry);
}
