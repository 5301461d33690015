import {
  clearedSessionCookieValues,
  cookieValue,
  identity,
  sessionCookieValues,
  type TTokens,
  type TUser,
} from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { callApi } from './api.ts';
import { serverApi } from './api-transport.server.ts';

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

/** The signed-in user, or null for guests; one in-process call per page. */
export async function loadUser(context: AppLoadContext, locale: string): Promise<TUser | null> {
  const answer = await callApi(serverApi(context), identity.getProfile, { locale });
  return answer.ok ? answer.data : null;
}
