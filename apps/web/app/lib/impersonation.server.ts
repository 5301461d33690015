import { REFRESH_TOKEN_TTL_S, SESSION_COOKIES, type TTokens } from '@hushwork/contract';
import { clearSessionCookies, readCookie, sessionCookies } from './session.server.ts';

/**
 * The admin's own refresh token while they act as someone else (ADR 0034): HttpOnly like the session cookies, so no
 * page script of the impersonated session can read it. Only the refresh token is kept: the access token would
 * expire while the admin looks around, and the way back trades the refresh token for a fresh pair anyway.
 */
const ADMIN_ASIDE_COOKIE = 'hw_admin_aside';

const attributes = (request: Request, maxAge: number) =>
  `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${new URL(request.url).protocol === 'https:' ? '; Secure' : ''}`;

/** The admin's refresh token as the request carries it, to keep aside; undefined when there is none to keep. */
export const ownRefreshToken = (request: Request) => readCookie(request, SESSION_COOKIES.refresh);

/** Set-Cookie values that put the admin's refresh token aside and the target's session in its place. */
export function impersonationCookies(request: Request, adminRefreshToken: string, target: TTokens): string[] {
  return [
    ...sessionCookies(request, target),
    `${ADMIN_ASIDE_COOKIE}=${encodeURIComponent(adminRefreshToken)}; ${attributes(request, REFRESH_TOKEN_TTL_S)}`,
  ];
}

/** The refresh token kept aside by "log in as", or undefined when this browser kept none. */
export function asideRefreshToken(request: Request): string | undefined {
  const raw = readCookie(request, ADMIN_ASIDE_COOKIE);
  return raw ? decodeURIComponent(raw) : undefined;
}

/** Set-Cookie values that give the admin their own session back (fresh tokens) and drop the kept one. */
export const restoredAdminCookies = (request: Request, admin: Pick<TTokens, 'token' | 'refresh_token'>) => [
  ...sessionCookies(request, admin),
  `${ADMIN_ASIDE_COOKIE}=; ${attributes(request, 0)}`,
];

/** When the admin's session cannot be had back (it expired meanwhile): nobody stays signed in. */
export const signedOutCookies = (request: Request) => [
  ...clearSessionCookies(request),
  `${ADMIN_ASIDE_COOKIE}=; ${attributes(request, 0)}`,
];
