import { clearedSessionCookieValues, cookieValue, sessionCookieValues, type TTokens } from '@hushwork/contract';

const isSecure = (request: Request) => new URL(request.url).protocol === 'https:';

export const sessionCookies = (request: Request, tokens: Pick<TTokens, 'token' | 'refresh_token'>) =>
  sessionCookieValues(tokens, isSecure(request), Date.now());

export const clearSessionCookies = (request: Request) => clearedSessionCookieValues(isSecure(request));

export const readCookie = (request: Request, name: string) => cookieValue(request.headers.get('cookie'), name);

export const withCookies = (cookies: string[]) => {
  const headers = new Headers();
  for (const value of cookies) headers.append('set-cookie', value);
  return headers;
};
