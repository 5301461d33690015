import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

type OriginConfig = Pick<Config, 'PUBLIC_URL' | 'PORT'>;

/**
 * The site's address as links name it (mails, canonical, hreflang, sitemaps): PUBLIC_URL, else this server on
 * localhost. Never the request's Host header: a forged one would end up in pages and caches.
 */
export function publicOriginOf(config: OriginConfig): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;
}

/**
 * The origin a browser sees this request's pages at, which its Origin header must match and whose scheme decides
 * `Secure` cookies: PUBLIC_URL when set; without it, the request's own scheme and host, which Fastify takes from
 * X-Forwarded-Proto/-Host only when the sending address is a trusted proxy (TRUSTED_PROXIES).
 */
export function createRequestOrigin(config: OriginConfig): (request: FastifyRequest) => string {
  if (config.PUBLIC_URL) {
    const origin = publicOriginOf(config);
    return () => origin;
  }
  const fallback = publicOriginOf(config);
  return (request) => {
    const protocol = request.protocol;
    if (protocol !== 'http' && protocol !== 'https') return fallback;
    try {
      return new URL(`${protocol}://${request.host}`).origin;
    } catch {
      // A Host header that is no host at all: nothing a browser would send, so nothing it could match either.
      return fallback;
    }
  };
}

export const isHttpsOrigin = (origin: string) => origin.startsWith('https:');
