import { SECOND_FACTOR } from '@hushwork/contract';
import { generateToken, hashToken } from '../../../platform/auth/secrets.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import type { UserRow } from '../user.repo.ts';
import { secondFactorRepo } from './lib/second-factor.repo.ts';
import { newTotpSecret, otpauthUriOf } from './lib/totp.ts';

/**
 * What an admin's right password answers instead of a session: a challenge for the code of the enrolled factor, or,
 * on the first sign-in, a new secret to enrol. The secret travels in this answer only; it becomes the admin's when
 * a code made from it comes back (`enrolSecondFactor`).
 */
export async function openSignInChallenge(deps: Pick<IdentityDeps, 'db' | 'clock'>, user: UserRow) {
  const now = deps.clock.now().getTime();
  const token = generateToken();
  const isEnrolled = (await secondFactorRepo.findFactor(deps.db, user.id)) !== undefined;
  const ttlS = isEnrolled ? SECOND_FACTOR.challengeTtlS : SECOND_FACTOR.enrolmentTtlS;
  const secret = isEnrolled ? null : newTotpSecret();
  await secondFactorRepo.insertChallenge(deps.db, {
    user_id: user.id,
    purpose: isEnrolled ? 'second_factor' : 'enrolment',
    token_hash: hashToken(token),
    pending_secret: secret,
    expires_at: new Date(now + ttlS * 1000),
  });
  if (secret === null) return { second_factor: 'required' as const, challenge_token: token, expires_in: ttlS };
  return {
    second_factor: 'enrolment' as const,
    challenge_token: token,
    expires_in: ttlS,
    secret,
    otpauth_uri: otpauthUriOf(secret, user.email),
  };
}
