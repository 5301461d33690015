import { requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { sessionRepo } from './session.repo.ts';
import { userRepo } from './user.repo.ts';

export type BlockUserOptions = UseCaseArgs<{ user_id: number }, 'clock'>;

/** An admin blocks a user: every session ends at once and sign-in is refused until unlocked. */
export async function blockUser({ actor, input, db, clock }: BlockUserOptions): Promise<void> {
  requirePermission(actor, 'update:user:any');
  if (input.user_id === actor.user_id) throw new AppError('FORBIDDEN');
  const now = clock.now();
  await db.transaction(async (tx) => {
    if (!(await userRepo.findById(tx, input.user_id))) throw new AppError('USER_NOT_FOUND');
    await userRepo.update(tx, input.user_id, { blocked_at: now });
    await sessionRepo.revokeAllOfUser(tx, input.user_id, now);
  });
}
