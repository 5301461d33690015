import type { Locale } from '@hushwork/contract';
import { negotiateLocale } from '@hushwork/contract/i18n';
import type { FastifyInstance } from 'fastify';
import { decorateLazily } from './lazy-request-property.ts';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

// Browsers send a handful of distinct Accept-Language values; parsing each one once is enough. Bounded in count and
// length, because the header is the client's to choose.
const negotiated = new Map<string, Locale>();
const MAX_CACHED_HEADERS = 1000;
const MAX_CACHED_HEADER_LENGTH = 200;

function localeOfHeader(header: string | undefined): Locale {
  if (header === undefined || header.length > MAX_CACHED_HEADER_LENGTH) return negotiateLocale(header);
  let locale = negotiated.get(header);
  if (locale === undefined) {
    locale = negotiateLocale(header);
    if (negotiated.size >= MAX_CACHED_HEADERS) negotiated.clear();
    negotiated.set(header, locale);
  }
  return locale;
}

/**
 * `request.locale`: the API answers in the `accept-language` locale (spec section 7). Worked out on first use, since
 * many requests (probes, assets, empty successes) never say a word.
 */
export const decorateLocale = (app: FastifyInstance) =>
  decorateLazily(app, 'locale', (request) => {
    const header = request.headers['accept-language'];
    return localeOfHeader(typeof header === 'string' ? header : undefined);
  });
