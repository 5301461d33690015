import { RATE_LIMITS, ROLES, type TLoginAnswer, type TLoginRequest } from '@hushwork/contract';
import { verifyAgainstDummy, verifyPassword } from '../../platform/auth/secrets.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { type ClientInfo, issueSession } from './issue-session.ts';
import { checkPasswordUnderLock, passwordFailureKey } from './password-lock.ts';
import { presentUser } from './present-user.ts';
import { openSignInChallenge } from './second-factor/open-sign-in-challenge.ts';
import { userRepo } from './user.repo.ts';

/**
 * Signs in with e-mail and password. After 10 failures in 15 minutes the account refuses every attempt, the right
 * password included, until the window passes or the owner resets the password; the owner is told by mail once. An
 * admin's right password opens the second step instead of a session (ADR 0035).
 */
export type SignInOptions = IdentityDeps & { input: TLoginRequest; client: ClientInfo };

export async function signIn({ input, client, ...deps }: SignInOptions): Promise<TLoginAnswer> {
  await deps.limiter.consume(RATE_LIMITS.loginPerIp, `login:ip:${client.ip}`);
  const user = await userRepo.findByEmail(deps.db, input.email);
  const live = user && !user.deleted_at ? user : null;
  // Unknown and deleted addresses are locked too, so the lock answers alike for members and strangers.
  const isValid = await checkPasswordUnderLock(deps, {
    email: input.email,
    owner: live,
    check: async () =>
      user
        ? (await verifyPassword(user.password_hash, input.password)) && live !== null
        : verifyAgainstDummy(input.password),
  });
  if (!user || !isValid) {
    throw new AppError('INVALID_CREDENTIALS', { fields: { password: [{ key: 'errors:INVALID_CREDENTIALS' }] } });
  }
  if (user.blocked_at) throw new AppError('USER_BLOCKED');
  if (user.role_id === ROLES.admin) return openSignInChallenge(deps, user);
  const now = deps.clock.now();
  const { session_id: _, ...tokens } = await issueSession(deps.db, { user_id: user.id, now, client });
  return { ...tokens, user: await presentUser(deps.db, user, deps.registry) };
}

export const signInFailureKey = passwordFailureKey;
