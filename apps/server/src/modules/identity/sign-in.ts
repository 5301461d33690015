import { RATE_LIMITS, type TLoginRequest, type TSession, toLocale } from '@hushwork/contract';
import { verifyAgainstDummy, verifyPassword } from '../../platform/auth/secrets.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { type ClientInfo, issueSession } from './issue-session.ts';
import { presentUser } from './present-user.ts';
import { userRepo } from './user.repo.ts';

const failureKey = (email: string) => `login:fail:${email}`;

/**
 * Signs in with e-mail and password. After 10 failures in 15 minutes the account refuses every attempt, the right
 * password included, until the window passes or the owner resets the password; the owner is told by mail once.
 */
export async function signIn(deps: IdentityDeps, input: TLoginRequest, client: ClientInfo): Promise<TSession> {
  await deps.limiter.consume(RATE_LIMITS.loginPerIp, `login:ip:${client.ip}`);
  await deps.limiter.assertBelow(RATE_LIMITS.loginFailuresPerAccount, failureKey(input.email));
  const user = await userRepo.findByEmail(deps.db, input.email);
  const isValid = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !isValid || user.deleted_at) {
    // Unknown addresses count too, so the lock answers alike for members and strangers and reveals neither.
    if (user && !user.deleted_at) await countFailure(deps, user);
    else await deps.limiter.countFailure(RATE_LIMITS.loginFailuresPerAccount, failureKey(input.email));
    throw new AppError('INVALID_CREDENTIALS', {
      status: 422,
      fields: { password: [{ key: 'errors:INVALID_CREDENTIALS' }] },
    });
  }
  if (user.blocked_at) throw new AppError('USER_BLOCKED');
  const now = deps.clock.now();
  const { session_id: _, ...tokens } = await issueSession(deps.db, { user_id: user.id, now, client });
  await deps.limiter.reset(failureKey(input.email));
  return { ...tokens, user: presentUser(user) };
}

async function countFailure(deps: IdentityDeps, user: NonNullable<Awaited<ReturnType<typeof userRepo.findByEmail>>>) {
  const reachedLimit = await deps.limiter.countFailure(RATE_LIMITS.loginFailuresPerAccount, failureKey(user.email));
  if (!reachedLimit) return;
  const locale = toLocale(user.locale);
  await deps.mailer.enqueue(deps.db, {
    to: user.email,
    locale,
    kind: 'sign_in_locked',
    params: {
      name: user.name,
      minutes: Math.round(RATE_LIMITS.loginFailuresPerAccount.windowS / 60),
      reset_link: deps.link(locale, '/forgot'),
    },
  });
  deps.mailer.kick();
}

export const signInFailureKey = failureKey;
