import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { userRepo } from './user.repo.ts';

export type UnlockUserOptions = { actor: Actor; input: { user_id: number }; db: Db };

export async function unlockUser({ actor, input, db }: UnlockUserOptions): Promise<void> {
  requirePermission(actor, 'update:user:any');
  if (!(await userRepo.findById(db, input.user_id))) throw new AppError('USER_NOT_FOUND');
  await userRepo.update(db, input.user_id, { blocked_at: null });
}
