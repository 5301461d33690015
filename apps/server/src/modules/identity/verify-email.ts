import { runEmailVerifiedHooks } from '../../platform/email-verified-hooks.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { presentUser } from './present-user.ts';
import { consumeSingleUseToken } from './single-use-tokens.ts';
import { userRepo } from './user.repo.ts';

/** Confirms the address behind a verification link; each link works once and only until it expires. */
export type VerifyEmailOptions = IdentityDeps & { input: { token: string } };

export async function verifyEmail({ input, ...deps }: VerifyEmailOptions) {
  const { token } = input;
  return deps.db.transaction(async (tx) => {
    const row = await consumeSingleUseToken(tx, deps.clock, token, 'verify_email');
    const user = await userRepo.findById(tx, row.user_id);
    if (!user || user.deleted_at) throw new AppError('TOKEN_INVALID');
    if (user.email_verified_at) return presentUser(tx, user, deps.registry);
    const verified = await userRepo.update(tx, user.id, { email_verified_at: deps.clock.now() });
    await runEmailVerifiedHooks(tx, verified, deps.registry);
    return presentUser(tx, verified, deps.registry);
  });
}
