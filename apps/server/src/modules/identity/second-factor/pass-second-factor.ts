import type { TSecondFactorRequest, TSession } from '@hushwork/contract';
import type { IdentityDeps } from '../identity-deps.ts';
import { type ClientInfo, issueSession } from '../issue-session.ts';
import { presentUser } from '../present-user.ts';
import { hashRecoveryCode } from './lib/recovery-codes.ts';
import { secondFactorRepo } from './lib/second-factor.repo.ts';
import { takeChallenge } from './lib/take-challenge.ts';
import { isTotpShaped, totpStepOf } from './lib/totp.ts';

/**
 * An enrolled admin's second step: a code of the authenticator, each time step taken once, or a recovery code, each
 * spent once, for the password step's challenge. Wrong codes count toward the account's lock like wrong passwords.
 */
export type PassSecondFactorOptions = IdentityDeps & { input: TSecondFactorRequest; client: ClientInfo };

export async function passSecondFactor({ input, client, ...deps }: PassSecondFactorOptions): Promise<TSession> {
  const now = deps.clock.now();
  const user = await takeChallenge(
    deps,
    { token: input.challenge_token, purpose: 'second_factor', client },
    async ({ user_id }) => {
      if (!isTotpShaped(input.code)) {
        return secondFactorRepo.spendRecoveryCode(deps.db, user_id, hashRecoveryCode(input.code), now);
      }
      const factor = await secondFactorRepo.findFactor(deps.db, user_id);
      const step = factor ? totpStepOf(factor.totp_secret, input.code, now, factor.last_used_step) : null;
      return step !== null && (await secondFactorRepo.takeStep(deps.db, user_id, step));
    },
  );
  const { session_id: _, ...tokens } = await issueSession(deps.db, { user_id: user.id, now, client });
  return { ...tokens, user: await presentUser(deps.db, user, deps.registry) };
}
