import type { Locale } from '@hushwork/contract';
import { negotiateLocale } from '@hushwork/contract/i18n';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** The API answers in the `accept-language` locale (spec section 7). */
export function resolveLocale(request: FastifyRequest) {
  request.locale = negotiateLocale(request.headers['accept-language']);
}
