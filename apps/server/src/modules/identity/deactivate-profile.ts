import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { sessionRepo } from './session.repo.ts';
import { userRepo } from './user.repo.ts';

export type DeactivateProfileOptions = { actor: Actor; db: Db; clock: Clock };

/** Hides the profile and ends every session: the owner signs in again to come back. */
export async function deactivateProfile({ actor, db, clock }: DeactivateProfileOptions): Promise<void> {
  requirePermission(actor, 'update:profile:own');
  const { user_id } = requireUser(actor);
  await db.transaction(async (tx) => {
    await userRepo.update(tx, user_id, { is_active: false });
    await sessionRepo.revokeAllOfUser(tx, user_id, clock.now());
  });
}
