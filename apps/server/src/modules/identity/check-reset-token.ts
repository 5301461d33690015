import { AppError } from '../../platform/http/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { findUsableToken } from './single-use-tokens.ts';
import { userRepo } from './user.repo.ts';

/**
 * Whether a password-reset link would still work, without spending it: the new-password page asks before it shows
 * its form, so a used or expired link says so at once instead of after the visitor typed a new password twice.
 * Answers as `resetPassword` would: 410 TOKEN_INVALID or TOKEN_EXPIRED, 403 USER_BLOCKED.
 */
export type CheckResetTokenOptions = IdentityDeps & { input: { token: string } };

export async function checkResetToken({ input, ...deps }: CheckResetTokenOptions): Promise<void> {
  const { token } = input;
  const row = await findUsableToken(deps.db, deps.clock, token, 'reset_password');
  const user = await userRepo.findById(deps.db, row.user_id);
  if (!user || user.deleted_at) throw new AppError('TOKEN_INVALID');
  if (user.blocked_at) throw new AppError('USER_BLOCKED');
}
