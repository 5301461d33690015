import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { wantsNotification } from './wants-notification.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const save = (token: string, settings: unknown, locale = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/notifications',
    payload: { settings },
    headers: { ...bearer(token), 'accept-language': locale },
  });
const mine = (token: string) => t.app.inject({ url: '/api/me/notifications', headers: bearer(token) });

describe('saving notification settings with the same kind and channel twice', () => {
  const twice = [
    { kind: 'news', channel: 'email', is_enabled: false },
    { kind: 'job_offer', channel: 'telegram', is_enabled: false },
    { kind: 'news', channel: 'email', is_enabled: true },
  ];

  it('refuses the body with 422 and names the repeated entry, and saves nothing', async () => {
    const { token } = await register(t.app);
    const response = await save(token, twice);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'This notification is listed more than once',
      errors: { 'settings.2': ['This notification is listed more than once'] },
    });
    const list = (await mine(token)).json().data.list as { kind: string; is_enabled: boolean }[];
    expect(list.every((s) => s.is_enabled === (s.kind !== 'news'))).toBe(true);
  });

  it('words the refusal in the caller’s language', async () => {
    const { token } = await register(t.app);
    const english = (await save(token, twice, 'en')).json().message;
    for (const locale of ['de', 'pl', 'ru', 'uk']) {
      const response = await save(token, twice, locale);
      expect(response.statusCode, locale).toBe(422);
      expect(response.json().errors['settings.2'][0], locale).not.toBe(english);
    }
  });

  it('still saves the same kind on two different channels in one body', async () => {
    const { token } = await register(t.app);
    const response = await save(token, [
      { kind: 'news', channel: 'email', is_enabled: false },
      { kind: 'news', channel: 'telegram', is_enabled: false },
    ]);
    expect(response.statusCode).toBe(200);
    const off = (response.json().data.list as { kind: string; channel: string; is_enabled: boolean }[]).filter(
      (s) => !s.is_enabled,
    );
    expect(off).toEqual([
      { kind: 'news', channel: 'email', is_enabled: false },
      { kind: 'news', channel: 'telegram', is_enabled: false },
    ]);
  });
});

describe('a new account’s notification settings', () => {
  it('has news and tips unticked on mail and Telegram, and the rest ticked, whatever the language', async () => {
    const expected = NOTIFICATION_KINDS.flatMap((kind) =>
      NOTIFICATION_CHANNELS.map((channel) => ({ kind, channel, is_enabled: kind !== 'news' })),
    );
    for (const locale of ['en', 'de', 'pl', 'ru', 'uk']) {
      for (const role_id of [1, 2]) {
        const { token, user } = await register(t.app, { role_id }, locale);
        const list = (await mine(token)).json().data.list;
        expect(list, `${locale} ${role_id}`).toEqual(expected);
        // Mailers ask the same question: news is not sent to whom never asked for it.
        const wants = (kind: string, channel: string) =>
          wantsNotification({ db: t.database.db, input: { user_id: user.id, kind, channel } });
        expect([
          await wants('news', 'email'),
          await wants('news', 'telegram'),
          await wants('response', 'email'),
        ]).toEqual([false, false, true]);
      }
    }
  });

  it('sends news once the user ticks it', async () => {
    const { token, user } = await register(t.app);
    await save(token, [{ kind: 'news', channel: 'email', is_enabled: true }]);
    expect(
      await wantsNotification({ db: t.database.db, input: { user_id: user.id, kind: 'news', channel: 'email' } }),
    ).toBe(true);
    expect((await mine(token)).json().data.list).toContainEqual({ kind: 'news', channel: 'email', is_enabled: true });
  });
});
