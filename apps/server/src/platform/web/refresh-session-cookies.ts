import { clearedSessionCookieValues, cookieValue, SESSION_COOKIES, sessionCookieValues } from '@hushwork/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORWARDING_HEADERS } from './in-process-api.ts';

/**
 * Before a page renders: when the access cookie has expired (the browser dropped it) but the refresh cookie is
 * there, trade it for a new pair, set the cookies, and let this very request carry the new access token so the
 * page's loaders already see the user. A refused refresh clears the cookies: the visitor is a guest again.
 * True when the request's cookies were changed (renewed or cleared).
 */
export async function refreshSessionCookies(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<boolean> {
  const header = request.headers.cookie;
  const refreshToken = cookieValue(header, SESSION_COOKIES.refresh);
  if (!refreshToken || cookieValue(header, SESSION_COOKIES.access)) return false;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refresh_token: refreshToken },
    remoteAddress: request.socket.remoteAddress ?? request.ip,
    headers: {
      'user-agent': request.headers['user-agent'] ?? '',
      ...Object.fromEntries(
        FORWARDING_HEADERS.flatMap((name) => {
          const value = request.headers[name];
          return typeof value === 'string' ? [[name, value]] : [];
        }),
      ),
    },
  });
  if (response.statusCode !== 200) {
    reply.header('set-cookie', clearedSessionCookieValues(secure));
    request.raw.headers.cookie = stripSessionCookies(header ?? '');
    return true;
  }
  const tokens = response.json().data as { token: string; refresh_token: string };
  reply.header('set-cookie', sessionCookieValues(tokens, secure, Date.now()));
  request.raw.headers.cookie =
    `${stripSessionCookies(header ?? '')}; ${SESSION_COOKIES.access}=${tokens.token}`.replace(/^; /, '');
  return true;
}

const stripSessionCookies = (header: string) =>
  header
    .split(';')
    .map((part) => part.trim())
    .filter(
      (part) =>
        part && !part.startsWith(`${SESSION_COOKIES.access}=`) && !part.startsWith(`${SESSION_COOKIES.refresh}=`),
    )
    .join('; ');
