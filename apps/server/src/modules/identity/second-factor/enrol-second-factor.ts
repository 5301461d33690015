import type { TEnrolled, TSecondFactorRequest } from '@hushwork/contract';
import { AppError } from '../../../platform/http/app-error.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { type ClientInfo, issueSession } from '../issue-session.ts';
import { presentUser } from '../present-user.ts';
import { hashRecoveryCode, newRecoveryCodes } from './lib/recovery-codes.ts';
import { secondFactorRepo } from './lib/second-factor.repo.ts';
import { takeChallenge } from './lib/take-challenge.ts';
import { totpStepOf } from './lib/totp.ts';

/**
 * An admin's first sign-in, second step: a code made from the secret the password step showed proves the app holds
 * it, so the secret becomes the admin's (its step taken), with new recovery codes answered this once, and a session.
 */
export type EnrolSecondFactorOptions = IdentityDeps & { input: TSecondFactorRequest; client: ClientInfo };

export async function enrolSecondFactor({ input, client, ...deps }: EnrolSecondFactorOptions): Promise<TEnrolled> {
  const now = deps.clock.now();
  let secret = '';
  let step = 0;
  const user = await takeChallenge(
    deps,
    { token: input.challenge_token, purpose: 'enrolment', client },
    async ({ pending_secret }) => {
      secret = pending_secret ?? '';
      step = totpStepOf(secret, input.code, now, null) ?? -1;
      return step >= 0;
    },
  );
  const recoveryCodes = newRecoveryCodes();
  const tokens = await deps.db.transaction(async (tx) => {
    const isNew = await secondFactorRepo.insertFactor(tx, {
      user_id: user.id,
      totp_secret: secret,
      last_used_step: step,
      enrolled_at: now,
    });
    // Two enrolments raced (two tabs): the first one's secret stands, and this one's codes were never shown.
    if (!isNew) throw new AppError('SIGN_IN_CHALLENGE_EXPIRED');
    await secondFactorRepo.insertRecoveryCodes(tx, user.id, recoveryCodes.map(hashRecoveryCode));
    return issueSession(tx, { user_id: user.id, now, client });
  });
  const { session_id: _, ...session } = tokens;
  return { ...session, user: await presentUser(deps.db, user, deps.registry), recovery_codes: recoveryCodes };
}
