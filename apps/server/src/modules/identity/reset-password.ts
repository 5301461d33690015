import { toLocale } from '@hushwork/contract';
import { hashPassword, isCommonPassword } from '../../platform/auth/secrets.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { sessionRepo } from './session.repo.ts';
import { signInFailureKey } from './sign-in.ts';
import { consumeSingleUseToken } from './single-use-tokens.ts';
import { userRepo } from './user.repo.ts';

export type ResetPasswordOptions = IdentityDeps & { input: { token: string; password: string } };

/**
 * Sets a new password from a reset link: the link is spent, every session ends (whoever knew the old password is
 * out), a sign-in lock is lifted, and the owner is told.
 */
export async function resetPassword({ input, ...deps }: ResetPasswordOptions): Promise<void> {
  const now = deps.clock.now();
  if (isCommonPassword(input.password)) {
    throw new AppError('VALIDATION_FAILED', { fields: { password: [{ key: 'validation:passwordCommon' }] } });
  }
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db.transaction(async (tx) => {
    const row = await consumeSingleUseToken(tx, deps.clock, input.token, 'reset_password');
    const found = await userRepo.findById(tx, row.user_id);
    if (!found || found.deleted_at) throw new AppError('TOKEN_INVALID');
    if (found.blocked_at) throw new AppError('USER_BLOCKED');
    // Following the link proves the address too.
    const updated = await userRepo.update(tx, found.id, {
      password_hash: passwordHash,
      email_verified_at: found.email_verified_at ?? now,
    });
    await sessionRepo.revokeAllOfUser(tx, found.id, now);
    await deps.mailer.enqueue(tx, {
      to: updated.email,
      locale: toLocale(updated.locale),
      kind: 'password_changed',
      params: { name: updated.name },
    });
    return updated;
  });
  await deps.limiter.reset(signInFailureKey(user.email));
  deps.mailer.kick();
}
