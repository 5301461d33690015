import type { Locale } from '@hushwork/contract';
import { negotiateLocale } from '@hushwork/contract/i18n';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** The API answers in the `accept-language` locale (spec section 7). */
export function registerLocale(app: FastifyInstance) {
  app.decorateRequest('locale', 'en');
  app.addHook('onRequest', async (request) => {
    request.locale = negotiateLocale(request.headers['accept-language']);
  });
}
