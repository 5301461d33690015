import type { TAdminAccount } from '@hushwork/contract';
import type { Actor } from '../../../../platform/auth/actor.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import { userRepo } from '../../user.repo.ts';
import { adminAccountRepo, presentAdminAccount } from './admin-account.repo.ts';
import type { UserChange } from './admin-target.ts';

/** What an action on an admin's account changed (for the audit log) and the account as it stands after. */
export type AdminAccountChange = UserChange & { account: TAdminAccount };

/** An admin's account by id: ADMIN_ACCOUNT_NOT_FOUND for any other account, or none. */
export async function adminAccountOf(db: Db, id: number) {
  const found = await adminAccountRepo.find(db, id);
  if (!found) throw new AppError('ADMIN_ACCOUNT_NOT_FOUND');
  return found;
}

/**
 * The checks before an admin's account stops being usable (deactivated or removed). The last active admin comes
 * first, since it holds even for one's own account: with nobody left, nobody could sign in to the admin area.
 */
export async function assertMayRetire(db: Db, actor: Actor, target: TAdminAccount) {
  if (target.status === 'active' && (await adminAccountRepo.countActiveOthers(db, target.id)) === 0) {
    throw new AppError('ADMIN_LAST_ACTIVE');
  }
  if (target.id === actor.user_id) throw new AppError('ADMIN_TARGET_SELF');
}

/** An e-mail another account has is refused on its field, as registration refuses it. */
export async function assertEmailFree(db: Db, email: string, ownerId: number | null) {
  const holder = await userRepo.findByEmail(db, email);
  if (holder && holder.id !== ownerId) {
    throw new AppError('USER_ALREADY_EXIST', { fields: { email: [{ key: 'validation:emailTaken' }] } });
  }
}

export const presentAfter = async (db: Db, id: number) => {
  const { user, hasSecondFactor } = await adminAccountOf(db, id);
  return presentAdminAccount(user, hasSecondFactor);
};
