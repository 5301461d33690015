import type { Locale } from '@hushwork/contract';
import { negotiateLocale } from '@hushwork/contract/i18n';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

const kLocale = Symbol('locale');
type WithLocale = { [kLocale]?: Locale; headers: Record<string, string | string[] | undefined> };

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
export function decorateLocale(app: FastifyInstance) {
  app.decorateRequest('locale', {
    getter(this: WithLocale): Locale {
      const header = this.headers['accept-language'];
      this[kLocale] ??= localeOfHeader(typeof header === 'string' ? header : undefined);
      return this[kLocale];
    },
    setter(this: WithLocale, locale: Locale) {
      this[kLocale] = locale;
    },
  });
}
