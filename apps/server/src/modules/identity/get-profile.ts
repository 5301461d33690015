import type { TUser } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Registry } from '../../platform/registry.ts';
import { presentUser } from './present-user.ts';
import { userRepo } from './user.repo.ts';

export type GetProfileOptions = { actor: Actor; db: Db; registry: Registry };

export async function getProfile({ actor, db, registry }: GetProfileOptions): Promise<TUser> {
  requirePermission(actor, 'read:profile:own');
  const user = await userRepo.findById(db, requireUser(actor).user_id);
  if (!user) throw new AppError('UNAUTHORIZED');
  return presentUser(db, user, registry);
}
