import { IDENTITY } from '@hushwork/contract';
import { generateToken, hashToken } from '../../platform/auth/secrets.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type TokenPurpose, userTokenRepo } from './user-token.repo.ts';

const TTL_S: Record<TokenPurpose, number> = {
  verify_email: IDENTITY.emailVerifyTtlS,
  reset_password: IDENTITY.passwordResetTtlS,
  delete_account: IDENTITY.accountDeleteTtlS,
};

/**
 * A new single-use token for a mailed link; the user's earlier open tokens of the same purpose stop working. `ttlS`
 * overrides the purpose's lifetime (a new account's first password link lasts longer than a reset).
 */
export async function issueSingleUseToken(
  db: Db,
  clock: Clock,
  userId: number,
  purpose: TokenPurpose,
  ttlS: number = TTL_S[purpose],
): Promise<string> {
  const now = clock.now();
  const token = generateToken();
  await userTokenRepo.invalidateOpen(db, userId, purpose, now);
  await userTokenRepo.insert(db, {
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + ttlS * 1000),
  });
  return token;
}

/**
 * A token's row if it could still be spent, without spending it (a page asks before showing its form): 410 when it
 * is unknown, used or expired.
 */
export async function findUsableToken(db: Db, clock: Clock, token: string, purpose: TokenPurpose) {
  const row = await userTokenRepo.findByHash(db, hashToken(token), purpose);
  if (!row || row.used_at) throw new AppError('TOKEN_INVALID');
  if (row.expires_at <= clock.now()) throw new AppError('TOKEN_EXPIRED');
  return row;
}

/** Spends a token: 410 when it is unknown, used or expired; the first of two racing uses wins. */
export async function consumeSingleUseToken(db: Db, clock: Clock, token: string, purpose: TokenPurpose) {
  const row = await findUsableToken(db, clock, token, purpose);
  if (!(await userTokenRepo.markUsed(db, row.id, clock.now()))) throw new AppError('TOKEN_INVALID');
  return row;
}
