import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S, type TTokens } from '@hushwork/contract';
import { generateToken, hashToken } from '../../platform/auth/secrets.ts';
import type { Db } from '../../platform/db/database.ts';
import { sessionRepo } from './session.repo.ts';

export type ClientInfo = { ip: string | null; user_agent: string | null };

/** A new access and refresh token pair; only their hashes are stored. `familyId` continues a rotation chain. */
export async function issueSession(
  db: Db,
  options: { user_id: number; now: Date; client: ClientInfo; familyId?: string; impersonatorUserId?: number },
): Promise<TTokens & { session_id: number }> {
  const token = generateToken();
  const refreshToken = generateToken();
  const now = options.now.getTime();
  const session = await sessionRepo.insert(db, {
    user_id: options.user_id,
    family_id: options.familyId ?? randomUUID(),
    access_hash: hashToken(token),
    access_expires_at: new Date(now + ACCESS_TOKEN_TTL_S * 1000),
    refresh_hash: hashToken(refreshToken),
    refresh_expires_at: new Date(now + REFRESH_TOKEN_TTL_S * 1000),
    ip: options.client.ip?.slice(0, 64) ?? null,
    user_agent: options.client.user_agent?.slice(0, 300) ?? null,
    impersonator_user_id: options.impersonatorUserId ?? null,
  });
  return {
    session_id: session.id,
    token,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
    refresh_expires_in: REFRESH_TOKEN_TTL_S,
  };
}
