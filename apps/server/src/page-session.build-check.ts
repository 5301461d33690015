import { SESSION_COOKIES } from '@hushwork/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createCandidate } from './modules/candidates/index.ts';
import { sessionRepo } from './modules/identity/session.repo.ts';
import { register } from './test/identity-helpers.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
/** The app with its pages: this test needs the web build (`npm run build`), like the browser suite. */
beforeAll(async () => {
  t = await createTestApp({}, { web: true });
});

describe('a signed-in page', () => {
  it('looks its session up once, however many loaders call the API', async () => {
    const { token, account, user } = await register(t.app);
    // A job seeker without a candidate profile is pushed to add-resume (spec section 4): give them one.
    await createCandidate(t.database.db, { userId: user.id, name: account.name as string });
    const lookups = vi.spyOn(sessionRepo, 'findLiveByAccessHash');
    const page = await t.app.inject({
      url: '/profile/user',
      headers: { cookie: `${SESSION_COOKIES.access}=${token}` },
    });
    expect(page.statusCode, 'no web build? run "npm run build" first').toBe(200);
    // The page is the user's own: the handed-down actor is the signed-in user, not a guest.
    expect(page.body).toContain(account.email);
    expect(lookups).toHaveBeenCalledTimes(1);
    lookups.mockRestore();
  });

  it('is stored by no cache, as are its data requests; a guest’s page stays cacheable, apart from readers’', async () => {
    const { token, account, user } = await register(t.app);
    await createCandidate(t.database.db, { userId: user.id, name: account.name as string });
    const cookie = `${SESSION_COOKIES.access}=${token}`;
    for (const url of ['/profile/user', '/profile/user.data', '/']) {
      const page = await t.app.inject({ url, headers: { cookie, 'accept-encoding': 'gzip' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('private, no-store');
      expect(String(page.headers.vary).split(', ').sort(), url).toEqual(['Authorization', 'Cookie', 'accept-encoding']);
    }
    const guest = await t.app.inject({ url: '/' });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control'] ?? '').not.toContain('no-store');
    expect(guest.headers.vary).toBe('Cookie, Authorization');
  });

  it('still refuses a page to a cookie whose session does not exist', async () => {
    const page = await t.app.inject({
      url: '/profile/user',
      headers: { cookie: `${SESSION_COOKIES.access}=${'x'.repeat(43)}` },
    });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toMatch(/^\/login/);
  });
});
