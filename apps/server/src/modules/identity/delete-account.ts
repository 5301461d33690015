import { IDENTITY, toLocale } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { verifyPassword } from '../../platform/auth/secrets.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { checkPasswordUnderLock } from './password-lock.ts';
import { sessionRepo } from './session.repo.ts';
import { consumeSingleUseToken, issueSingleUseToken } from './single-use-tokens.ts';
import { type UserRow, userRepo } from './user.repo.ts';

/**
 * Deletes the account: confirmed by the password (checked under the sign-in lock), or — for accounts made by social
 * sign-in, which have none — by a link mailed to the owner. The account is disabled at once; its personal data is
 * erased after 30 days.
 */
export type DeleteAccountOptions = IdentityDeps & { actor: Actor; input: { password?: string; token?: string } };

export async function deleteAccount({
  actor,
  input,
  ...deps
}: DeleteAccountOptions): Promise<{ status: 'deleted' | 'confirmation_sent' }> {
  requirePermission(actor, 'delete:profile:own');
  const user = await userRepo.findById(deps.db, requireUser(actor).user_id);
  if (!user) throw new AppError('UNAUTHORIZED');
  const locale = toLocale(user.locale);
  const now = deps.clock.now();
  if (input.token) {
    const row = await consumeSingleUseToken(deps.db, deps.clock, input.token, 'delete_account');
    if (row.user_id !== user.id) throw new AppError('TOKEN_INVALID');
  } else if (user.password_hash) {
    const isValid = await checkPasswordUnderLock(deps, {
      email: user.email,
      owner: user,
      check: () => verifyPassword(user.password_hash, input.password ?? ''),
    });
    if (!isValid) {
      throw new AppError('PASSWORD_INCORRECT', { fields: { password: [{ key: 'errors:PASSWORD_INCORRECT' }] } });
    }
  } else {
    await deps.db.transaction(async (tx) => {
      const token = await issueSingleUseToken(tx, deps.clock, user.id, 'delete_account');
      await deps.mailer.enqueue(tx, {
        to: user.email,
        locale,
        kind: 'confirm_account_deletion',
        params: { name: user.name, link: deps.link(locale, '/profile/password', { delete: token }) },
      });
    });
    deps.mailer.kick();
    return { status: 'confirmation_sent' };
  }
  await disableAccount(deps, user, now);
  return { status: 'deleted' };
}

/** Disables an account now and mails its owner; its personal data is erased after 30 days (an admin's delete too). */
export async function disableAccount(deps: Pick<IdentityDeps, 'db' | 'mailer'>, user: UserRow, now: Date) {
  await deps.db.transaction(async (tx) => {
    await userRepo.update(tx, user.id, {
      deleted_at: now,
      erase_after: new Date(now.getTime() + IDENTITY.accountErasureDelayS * 1000),
      is_active: false,
    });
    await sessionRepo.revokeAllOfUser(tx, user.id, now);
    await deps.mailer.enqueue(tx, {
      to: user.email,
      locale: toLocale(user.locale),
      kind: 'account_deleted',
      params: { name: user.name },
    });
  });
  deps.mailer.kick();
}
