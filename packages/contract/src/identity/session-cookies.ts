import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S, SESSION_COOKIES } from '../constants.ts';

/** Readable by page scripts on purpose: only the access token's expiry, so a tab can refresh before it passes. */
export const SESSION_EXPIRY_COOKIE = 'hw_session_exp';

const cookie = (name: string, value: string, maxAge: number, secure: boolean, httpOnly = true) =>
  [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'SameSite=Lax',
    httpOnly ? 'HttpOnly' : '',
    secure ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ');

/**
 * Set-Cookie values for a session: the tokens in httpOnly cookies (page scripts never see them, DESIGN.md section 4),
 * Secure outside local http. The server's automatic refresh and the web's sign-in both write them.
 */
export function sessionCookieValues(tokens: { token: string; refresh_token: string }, secure: boolean, nowMs: number) {
  const expiresAt = Math.floor(nowMs / 1000) + ACCESS_TOKEN_TTL_S;
  return [
    cookie(SESSION_COOKIES.access, tokens.token, ACCESS_TOKEN_TTL_S, secure),
    cookie(SESSION_COOKIES.refresh, tokens.refresh_token, REFRESH_TOKEN_TTL_S, secure),
    cookie(SESSION_EXPIRY_COOKIE, String(expiresAt), REFRESH_TOKEN_TTL_S, secure, false),
  ];
}

export function clearedSessionCookieValues(secure: boolean) {
  return [SESSION_COOKIES.access, SESSION_COOKIES.refresh, SESSION_EXPIRY_COOKIE].map((name) =>
    cookie(name, '', 0, secure, name !== SESSION_EXPIRY_COOKIE),
  );
}

/** One cookie's value from a Cookie header. */
export const cookieValue = (header: string | null | undefined, name: string) =>
  header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
