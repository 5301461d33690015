import type { TUpdateAdminProfileRequest } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { userRepo } from '../user.repo.ts';
import { presentAdminAccount } from './lib/admin-account.repo.ts';
import { type AdminAccountChange, adminAccountOf, assertEmailFree, presentAfter } from './lib/admin-account-target.ts';
import type { UserChange } from './lib/admin-target.ts';
import { assertCurrentPassword } from './lib/current-password.ts';

export type UpdateAdminProfileOptions = IdentityDeps & {
  actor: Actor;
  input: TUpdateAdminProfileRequest;
  /** The caller's record of the change (the audit entry), written in the transaction of the change itself. */
  record: (db: Db, change: UserChange) => Promise<void>;
};

/**
 * The signed-in admin's own name, e-mail and language. A new e-mail asks for the current password first: the
 * address is where a password reset goes, so whoever found a signed-in tab must not be able to move it.
 */
export async function updateAdminProfile({
  actor,
  input,
  record,
  ...deps
}: UpdateAdminProfileOptions): Promise<AdminAccountChange> {
  requirePermission(actor, 'update:profile:own');
  const { user_id } = requireUser(actor);
  const { user, hasSecondFactor } = await adminAccountOf(deps.db, user_id).catch(() => {
    throw new AppError('FORBIDDEN');
  });
  const before = presentAdminAccount(user, hasSecondFactor);
  const isNewEmail = input.email !== user.email;
  if (isNewEmail) {
    await assertCurrentPassword(deps, user, input.current_password);
    await assertEmailFree(deps.db, input.email, user.id);
  }
  // The password was checked outside the transaction: the lock's mail to the owner must not roll back with a refusal.
  return deps.db.transaction(async (tx) => {
    await userRepo.update(tx, user.id, { name: input.name, email: input.email, locale: input.locale });
    const account = await presentAfter(tx, user.id);
    const pick = (a: typeof account) => ({ name: a.name, email: a.email, locale: a.locale });
    const change = { id: user.id, before: pick(before), after: pick(account) };
    await record(tx, change);
    return { ...change, account };
  });
}
