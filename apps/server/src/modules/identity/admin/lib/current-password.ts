import { verifyPassword } from '../../../../platform/auth/secrets.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import type { IdentityDeps } from '../../identity-deps.ts';
import { checkPasswordUnderLock } from '../../password-lock.ts';
import type { UserRow } from '../../user.repo.ts';

/**
 * The signed-in account's password, asked again before a change that could hand the account to someone else: checked
 * under the sign-in lock (ten wrong ones and it closes), refused on the `current_password` field.
 */
export async function assertCurrentPassword(deps: IdentityDeps, user: UserRow, password: string | undefined) {
  const isCurrent =
    Boolean(user.password_hash) &&
    (await checkPasswordUnderLock(deps, {
      email: user.email,
      owner: user,
      check: () => verifyPassword(user.password_hash, password ?? ''),
    }));
  if (!isCurrent) {
    throw new AppError('PASSWORD_INCORRECT', { fields: { current_password: [{ key: 'errors:PASSWORD_INCORRECT' }] } });
  }
}
