import type { Actor } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { userRepo } from '../user.repo.ts';

/** The admin behind a "log in as" session, named for the marker every page of it shows; undefined otherwise. */
export async function impersonatorOf(db: Db, actor: Actor): Promise<{ id: number; name: string } | undefined> {
  if (!actor.impersonator_user_id) return undefined;
  const admin = await userRepo.findById(db, actor.impersonator_user_id);
  return { id: actor.impersonator_user_id, name: admin?.name ?? '' };
}
