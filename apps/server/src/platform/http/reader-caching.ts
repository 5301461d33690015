import type { IncomingHttpHeaders } from 'node:http';
import { SESSION_COOKIES } from '@hushwork/contract';
import type { FastifyInstance } from 'fastify';

/** What a response meant for one reader carries: no cache, shared or the browser's, may keep it (ADR 0029). */
const PRIVATE_NO_STORE = 'private, no-store';
/** The request headers that say who reads, so a cache never hands one reader's copy to another. */
const READER_HEADERS = ['Cookie', 'Authorization'] as const;

const sessionCookie = new RegExp(`(?:^|;)\\s*(?:${SESSION_COOKIES.access}|${SESSION_COOKIES.refresh})=`);

/** Whether the request says who sends it: a Bearer (or any) Authorization header, or one of our session cookies. */
export function carriesCredentials(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization) return true;
  const cookie = headers.cookie;
  return cookie !== undefined && sessionCookie.test(cookie);
}

/** A route that declares its answer `public` says it is the same for every reader (a catalog, a logo, an asset). */
export function isDeclaredPublic(cacheControl: unknown): boolean {
  return typeof cacheControl === 'string' && /(?:^|,)\s*public\s*(?:,|$)/i.test(cacheControl);
}

/** `existing` with the reader headers added, each name once (compression's Accept-Encoding, a catalog's language). */
export function varyOnReader(existing: unknown): string {
  const names = (Array.isArray(existing) ? existing.join(',') : typeof existing === 'string' ? existing : '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.includes('*')) return '*';
  const seen = new Set(names.map((name) => name.toLowerCase()));
  return [...names, ...READER_HEADERS.filter((name) => !seen.has(name.toLowerCase()))].join(', ');
}

/**
 * The caching of an answer that may depend on its reader (ADR 0029), given the request's headers and the caching the
 * route chose: `null` leaves a declared-public answer alone; otherwise Vary on the reader headers, and no storing at
 * all when the request says who reads or the answer sets a cookie.
 */
export function readerCaching(
  request: IncomingHttpHeaders,
  response: { cacheControl: unknown; vary: unknown; setsCookie: boolean },
): { cacheControl: string | null; vary: string } | null {
  if (isDeclaredPublic(response.cacheControl)) return null;
  const isPersonal = response.setsCookie || carriesCredentials(request);
  return { cacheControl: isPersonal ? PRIVATE_NO_STORE : null, vary: varyOnReader(response.vary) };
}

/**
 * Applies the rule to every answer that goes through Fastify's reply: the API, its errors, redirects and assets.
 * Pages are written to the raw response, so `mount-web.ts` applies the same rule to theirs.
 */
export function registerReaderCaching(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const caching = readerCaching(request.headers, {
      cacheControl: reply.getHeader('cache-control'),
      vary: reply.getHeader('vary'),
      setsCookie: reply.hasHeader('set-cookie'),
    });
    if (caching) {
      if (caching.cacheControl) reply.header('cache-control', caching.cacheControl);
      reply.header('vary', caching.vary);
    }
    done(null, payload);
  });
}

/**
 * A raw header list (name, value, name, value…, as a page is written) with the caching its reader calls for: one
 * Vary and one Cache-Control replace those the page and its compression wrote.
 */
export function withReaderCaching(headers: string[], requestHeaders: IncomingHttpHeaders): string[] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < headers.length; i += 2) pairs.push([headers[i]!.toLowerCase(), headers[i + 1]!]);
  const valuesOf = (name: string) => pairs.filter(([key]) => key === name).map(([, value]) => value);
  const caching = readerCaching(requestHeaders, {
    cacheControl: valuesOf('cache-control').join(', ') || undefined,
    vary: valuesOf('vary'),
    setsCookie: valuesOf('set-cookie').length > 0,
  });
  if (!caching) return headers;
  const ours: [string, string][] = [['vary', caching.vary]];
  if (caching.cacheControl) ours.push(['cache-control', caching.cacheControl]);
  const replaced = new Set(ours.map(([name]) => name));
  return [...pairs.filter(([name]) => !replaced.has(name)), ...ours].flat();
}
