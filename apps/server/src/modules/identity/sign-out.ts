import type { Actor } from '../../platform/auth/actor.ts';
import { hashToken } from '../../platform/auth/secrets.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { sessionRepo } from './session.repo.ts';

/** Ends the current session (by its access token, or by a refresh token alone); never fails, so logout always works. */
export type SignOutOptions = IdentityDeps & { actor: Actor; input: { refresh_token?: string | undefined } };

export async function signOut({ actor, input, ...deps }: SignOutOptions): Promise<void> {
  const refreshToken = input.refresh_token;
  const now = deps.clock.now();
  if (actor.session_id !== null) await sessionRepo.revokeById(deps.db, actor.session_id, now);
  if (refreshToken) {
    const session = await sessionRepo.findByRefreshHash(deps.db, hashToken(refreshToken));
    if (session && (actor.user_id === null || session.user_id === actor.user_id)) {
      await sessionRepo.revokeFamily(deps.db, session.family_id, now);
    }
  }
}
