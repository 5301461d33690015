import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { decorateLocale } from './locale.ts';

function appAnsweringLocale() {
  const app = Fastify();
  decorateLocale(app);
  app.get('/', async (request) => ({ locale: request.locale }));
  return app;
}

const localeFor = async (app: ReturnType<typeof appAnsweringLocale>, header?: string) =>
  (await app.inject({ url: '/', headers: header === undefined ? {} : { 'accept-language': header } })).json().locale;

describe('request.locale', () => {
  it('answers in the best accept-language locale we speak, the same each time a header comes back', async () => {
    const app = appAnsweringLocale();
    expect(await localeFor(app, 'fr-FR,uk;q=0.8,de;q=0.9')).toBe('de');
    expect(await localeFor(app, 'fr-FR,uk;q=0.8,de;q=0.9')).toBe('de');
    expect(await localeFor(app, 'uk-UA')).toBe('uk');
    expect(await localeFor(app, 'fr-FR')).toBe('en');
    expect(await localeFor(app)).toBe('en');
  });

  it('negotiates headers too long to remember, and keeps answering right past the cache bound', async () => {
    const app = appAnsweringLocale();
    expect(await localeFor(app, `fr;q=0.9,pl-${'x'.repeat(250)}`)).toBe('pl');
    for (let i = 0; i < 1_005; i++) await localeFor(app, `zz-${i},ru;q=0.5`);
    expect(await localeFor(app, 'zz-3,ru;q=0.5')).toBe('ru');
    expect(await localeFor(app, 'fr-FR,uk;q=0.8,de;q=0.9')).toBe('de');
  });

  it('can be set by a hook, and then wins over the header', async () => {
    const app = Fastify();
    decorateLocale(app);
    app.addHook('onRequest', async (request) => {
      request.locale = 'pl';
    });
    app.get('/', async (request) => ({ locale: request.locale }));
    expect((await app.inject({ url: '/', headers: { 'accept-language': 'de' } })).json().locale).toBe('pl');
  });
});
