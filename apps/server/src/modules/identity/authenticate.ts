import { type Locale, roleNameOf } from '@hushwork/contract';
import { type Actor, guestActor } from '../../platform/auth/actor.ts';
import { hashToken } from '../../platform/auth/secrets.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { sessionRepo } from './session.repo.ts';

/**
 * Resolves an access token to the acting user. Checked against the database on every request, so a logout, a
 * password change or a block is felt by the very next request. An unknown or expired token acts as a guest: calls
 * that need a user answer 401 through their permission check.
 */
export async function authenticate(
  deps: { db: Db; clock: Clock },
  token: string,
  via: 'bearer' | 'cookie',
  locale: Locale,
): Promise<Actor> {
  if (token.length < 20 || token.length > 200) return guestActor(locale);
  const session = await sessionRepo.findLiveByAccessHash(deps.db, hashToken(token), deps.clock.now());
  if (!session) return guestActor(locale);
  return {
    role: roleNameOf(session.role_id),
    user_id: session.user_id,
    locale,
    session_id: session.session_id,
    is_email_verified: session.email_verified_at !== null,
    via,
    ...(session.impersonator_user_id !== null ? { impersonator_user_id: session.impersonator_user_id } : {}),
  };
}
