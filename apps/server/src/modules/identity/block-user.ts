import { requirePermission } from '../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { adminTargetOf, changeOf, type UserChange } from './admin/lib/admin-target.ts';
import { sessionRepo } from './session.repo.ts';
import { userRepo } from './user.repo.ts';

export type BlockUserOptions = UseCaseArgs<{ user_id: number }, 'clock'>;

/**
 * An admin blocks a user: every session ends at once (the next request is a 401) and sign-in is refused until
 * unlocked. Open sockets are closed by the caller, which holds the bus (`endAccountSockets`).
 */
export async function blockUser({ actor, input, db, clock }: BlockUserOptions): Promise<UserChange> {
  requirePermission(actor, 'update:user:any');
  const now = clock.now();
  return db.transaction(async (tx) => {
    const before = await adminTargetOf(tx, actor, input.user_id, { isGuarded: true });
    const after = await userRepo.update(tx, before.id, { blocked_at: before.blocked_at ?? now });
    await sessionRepo.revokeAllOfUser(tx, before.id, now);
    return changeOf(before, after, ['blocked_at']);
  });
}
