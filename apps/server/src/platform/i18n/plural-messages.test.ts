import type { Locale } from '@hushwork/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../clock.ts';
import { registerErrorHandlers } from '../http/error-handler.ts';
import { decorateLocale } from '../http/locale.ts';
import { createLogger } from '../logger.ts';
import { createMemoryStore } from '../rate-limit/memory-store.ts';
import { createRateLimiter } from '../rate-limit/rate-limiter.ts';
import { translate } from './server-i18n.ts';

/** A 429 as a client gets it: the limiter's refusal through the error handler, in the accept-language locale. */
const limiter = createRateLimiter(createMemoryStore(createTestClock()));
const app = Fastify();
beforeAll(async () => {
  decorateLocale(app);
  registerErrorHandlers(app, createLogger({ level: 'silent' }));
  // A window of `minutes` with room for one request: the second waits out the whole window.
  app.get<{ Params: { minutes: string } }>('/limited/:minutes', async (request) => {
    const rule = { limit: 1, windowS: Number(request.params.minutes) * 60 };
    const key = `test:${request.params.minutes}:${request.headers['accept-language']}`;
    await limiter.consume(rule, key);
    await limiter.consume(rule, key);
    return {};
  });
  await app.ready();
});
afterAll(() => app.close());

async function waitMessage(locale: Locale, minutes: number) {
  const response = await app.inject({ url: `/limited/${minutes}`, headers: { 'accept-language': locale } });
  expect(response.statusCode).toBe(429);
  return response.json().message as string;
}

describe('plural forms in error answers', () => {
  it.each([
    ['ru', 1, 'Слишком много попыток. Повторите через 1 минуту.'],
    ['ru', 3, 'Слишком много попыток. Повторите через 3 минуты.'],
    ['ru', 5, 'Слишком много попыток. Повторите через 5 минут.'],
    ['ru', 21, 'Слишком много попыток. Повторите через 21 минуту.'],
    ['pl', 1, 'Zbyt wiele prób. Spróbuj ponownie za 1 minutę.'],
    ['pl', 3, 'Zbyt wiele prób. Spróbuj ponownie za 3 minuty.'],
    ['pl', 5, 'Zbyt wiele prób. Spróbuj ponownie za 5 minut.'],
    ['pl', 22, 'Zbyt wiele prób. Spróbuj ponownie za 22 minuty.'],
    ['uk', 1, 'Забагато спроб. Спробуйте ще раз через 1 хвилину.'],
    ['uk', 3, 'Забагато спроб. Спробуйте ще раз через 3 хвилини.'],
    ['uk', 5, 'Забагато спроб. Спробуйте ще раз через 5 хвилин.'],
    ['de', 1, 'Zu viele Versuche. Bitte versuchen Sie es in 1 Minute erneut.'],
    ['de', 5, 'Zu viele Versuche. Bitte versuchen Sie es in 5 Minuten erneut.'],
    ['en', 1, 'Too many attempts. Please try again in 1 minute.'],
    ['en', 15, 'Too many attempts. Please try again in 15 minutes.'],
  ] as const)('a 429 in %s for %i minutes says "%s"', async (locale, minutes, message) => {
    expect(await waitMessage(locale, minutes)).toBe(message);
  });
});

describe('plural forms in validation messages', () => {
  it.each([
    ['ru', 'validation:minLength', 1, 'Минимум 1 символ'],
    ['ru', 'validation:minLength', 2, 'Минимум 2 символа'],
    ['ru', 'validation:minLength', 8, 'Минимум 8 символов'],
    ['uk', 'validation:maxLength', 100, 'Максимум 100 символів'],
    ['uk', 'validation:maxLength', 254, 'Максимум 254 символи'],
    ['pl', 'validation:minLength', 2, 'Wpisz co najmniej 2 znaki'],
    ['pl', 'validation:minLength', 8, 'Wpisz co najmniej 8 znaków'],
    ['en', 'validation:minLength', 1, 'Must be at least 1 character'],
    ['en', 'validation:minLength', 8, 'Must be at least 8 characters'],
  ] as const)('%s %s with %i reads "%s"', (locale, key, count, message) => {
    expect(translate(locale, key, { count })).toBe(message);
  });

  it('shows a missing text as its namespaced key, not as a blank', () => {
    expect(translate('de', 'validation:nope')).toBe('validation:nope');
  });
});
