import { cookieValue, SESSION_COOKIES } from '@hushwork/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';

export type Credentials = { token: string; via: 'bearer' | 'cookie' };

/** A Bearer header wins over the session cookie: an API client states who it is explicitly. */
export function credentialsOf(request: FastifyRequest): Credentials | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  // Only one cookie matters to the API, so it is read directly instead of parsing every cookie of every request.
  const cookie = cookieValue(request.headers.cookie, SESSION_COOKIES.access);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookies ride along with requests other sites make, so a cookie-authenticated change must come from our own pages:
 * the browser's Origin (or Sec-Fetch-Site) says so. Bearer clients are not affected; they send no ambient credentials.
 * The whole origin counts (scheme, host and port): http://our-host or our-host:8080 is another site to a browser.
 */
export function assertSameOrigin(
  request: FastifyRequest,
  via: Credentials['via'],
  expectedOriginOf: (request: FastifyRequest) => string,
): void {
  if (via !== 'cookie' || SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin) {
    let actual: string;
    try {
      actual = new URL(origin).origin;
    } catch {
      throw new AppError('FORBIDDEN', { messageKey: 'errors:CROSS_ORIGIN' });
    }
    if (actual !== expectedOriginOf(request)) throw new AppError('FORBIDDEN', { messageKey: 'errors:CROSS_ORIGIN' });
    return;
  }
  if (request.headers['sec-fetch-site'] === 'cross-site')
    throw new AppError('FORBIDDEN', { messageKey: 'errors:CROSS_ORIGIN' });
}
