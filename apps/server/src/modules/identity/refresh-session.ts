import type { TTokens } from '@hushwork/contract';
import { hashToken } from '../../platform/auth/secrets.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { type ClientInfo, issueSession } from './issue-session.ts';
import { sessionRepo } from './session.repo.ts';
import { userRepo } from './user.repo.ts';

/**
 * Trades a refresh token for a new pair. Each refresh token works once; presenting a spent one means it was copied,
 * so the whole family of sessions descending from the same sign-in is revoked.
 */
export type RefreshSessionOptions = IdentityDeps & { input: { refresh_token: string }; client: ClientInfo };

export async function refreshSession({ input, client, ...deps }: RefreshSessionOptions): Promise<TTokens> {
  const refreshToken = input.refresh_token;
  const now = deps.clock.now();
  const session = await sessionRepo.findByRefreshHash(deps.db, hashToken(refreshToken));
  if (!session || session.revoked_at) throw new AppError('UNAUTHORIZED');
  if (session.rotated_at) {
    await sessionRepo.revokeFamily(deps.db, session.family_id, now);
    throw new AppError('REFRESH_TOKEN_REUSED');
  }
  if (session.refresh_expires_at <= now) throw new AppError('SESSION_EXPIRED');
  const user = await userRepo.findById(deps.db, session.user_id);
  if (!user || user.deleted_at) throw new AppError('UNAUTHORIZED');
  if (user.blocked_at) throw new AppError('USER_BLOCKED');
  return deps.db.transaction(async (tx) => {
    if (!(await sessionRepo.markRotated(tx, session.id, now))) {
      await sessionRepo.revokeFamily(tx, session.family_id, now);
      throw new AppError('REFRESH_TOKEN_REUSED');
    }
    const { session_id: _, ...tokens } = await issueSession(tx, {
      user_id: user.id,
      now,
      client,
      familyId: session.family_id,
      // A refreshed "log in as" session stays marked as the admin's.
      ...(session.impersonator_user_id !== null ? { impersonatorUserId: session.impersonator_user_id } : {}),
    });
    return tokens;
  });
}
