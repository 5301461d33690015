import { RATE_LIMITS } from '@hushwork/contract';
import { hashToken } from '../../../../platform/auth/secrets.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import type { IdentityDeps } from '../../identity-deps.ts';
import type { ClientInfo } from '../../issue-session.ts';
import { checkUnderLock } from '../../password-lock.ts';
import { userRepo } from '../../user.repo.ts';
import { type ChallengePurpose, secondFactorRepo } from './second-factor.repo.ts';

/** The account's counter of wrong codes: apart from the password's, so each has its own small budget. */
const failureKey = (userId: number) => `login:2fa:${userId}`;

/**
 * The second step's common part: the client's sign-in budget, a live challenge of `purpose` and its live, unblocked
 * user, and `check` of the code under the account's lock of wrong codes. Answers the challenge spent and the user.
 */
export async function takeChallenge(
  deps: IdentityDeps,
  input: { token: string; purpose: ChallengePurpose; client: ClientInfo },
  check: (challenge: { user_id: number; pending_secret: string | null }) => Promise<boolean>,
) {
  await deps.limiter.consume(RATE_LIMITS.loginPerIp, `login:ip:${input.client.ip}`);
  const now = deps.clock.now();
  const challenge = await secondFactorRepo.findLiveChallenge(deps.db, hashToken(input.token), input.purpose, now);
  if (!challenge) throw new AppError('SIGN_IN_CHALLENGE_EXPIRED');
  const user = await userRepo.findById(deps.db, challenge.user_id);
  if (!user || user.deleted_at) throw new AppError('SIGN_IN_CHALLENGE_EXPIRED');
  if (user.blocked_at) throw new AppError('USER_BLOCKED');
  const isValid = await checkUnderLock(deps, {
    rule: RATE_LIMITS.secondFactorFailuresPerAccount,
    key: failureKey(user.id),
    owner: user,
    check: () => check(challenge),
  });
  if (!isValid) {
    throw new AppError('SECOND_FACTOR_INVALID', { fields: { code: [{ key: 'errors:SECOND_FACTOR_INVALID' }] } });
  }
  if (!(await secondFactorRepo.spendChallenge(deps.db, challenge.id, now))) {
    throw new AppError('SIGN_IN_CHALLENGE_EXPIRED');
  }
  return user;
}
