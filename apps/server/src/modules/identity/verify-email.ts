import { hashToken } from '../../platform/auth/secrets.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { presentUser } from './present-user.ts';
import { userRepo } from './user.repo.ts';
import { userTokenRepo } from './user-token.repo.ts';

/** Confirms the address behind a verification link; each link works once and only until it expires. */
export async function verifyEmail(deps: IdentityDeps, token: string) {
  const now = deps.clock.now();
  const row = await userTokenRepo.findByHash(deps.db, hashToken(token), 'verify_email');
  if (!row || row.used_at) throw new AppError('TOKEN_INVALID', { status: 410 });
  if (row.expires_at <= now) throw new AppError('TOKEN_EXPIRED', { status: 410 });
  return deps.db.transaction(async (tx) => {
    if (!(await userTokenRepo.markUsed(tx, row.id, now))) throw new AppError('TOKEN_INVALID', { status: 410 });
    const user = await userRepo.findById(tx, row.user_id);
    if (!user || user.deleted_at) throw new AppError('TOKEN_INVALID', { status: 410 });
    const verified = user.email_verified_at ? user : await userRepo.update(tx, user.id, { email_verified_at: now });
    return presentUser(verified);
  });
}
