import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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
    const list = (await mine(token)).json().data.list as { is_enabled: boolean }[];
    expect(list.every((s) => s.is_enabled)).toBe(true);
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
