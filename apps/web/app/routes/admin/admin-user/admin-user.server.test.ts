import { describe, expect, it } from 'vitest';
import { type ApiReply, pageContextOf, thrownBy } from '../../../test/page-context.ts';
import { testUser } from '../../../test/render-header.tsx';
import { loadAdminUser, submitAdminUser } from './admin-user.server.ts';

const admin = testUser({ id: 1, role_id: 3, name: 'Ada Admin' });
const worker = testUser({ id: 2, role_id: 1 });
const account = (overrides: object = {}) => ({
  id: 42,
  email: 'taras@example.org',
  name: 'Taras',
  role: 'worker',
  status: 'active',
  is_email_verified: true,
  created_at: '2026-11-01T08:00:00.000Z',
  locale: 'uk',
  is_active: true,
  blocked_at: null,
  deleted_at: null,
  last_sign_in_at: null,
  sessions_count: 1,
  ...overrides,
});
const found = (overrides: object = {}): ApiReply => ({ status: 200, body: { data: account(overrides) } });
const changed: ApiReply = { status: 200, body: { data: { id: 42, before: {}, after: {} } } };
const page = (query = '', path = '/admin/users/42') => new Request(`http://x${path}${query}`);
const post = (fields: Record<string, string>, path = '/admin/users/42', cookie = '') =>
  new Request(`http://x${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie } });

describe('the account page loader', () => {
  it('reads the account in the page’s language and offers the actions that fit it', async () => {
    const { context, calls } = pageContextOf(admin, () => found());
    const data = await loadAdminUser({
      request: page('', '/uk/admin/users/42'),
      params: { lang: 'uk', id: '42' },
      context,
    });
    expect(calls).toEqual([{ path: '/api/admin/users/42', method: 'GET', body: undefined, locale: 'uk' }]);
    expect(data.intents).toEqual(['deactivate', 'unconfirm-email', 'impersonate', 'block', 'delete', 'force-delete']);
    expect(data.confirming).toBeNull();
  });

  it('offers unlock to a blocked account, restore to a deleted one, and no guarded action on an admin', async () => {
    const blocked = pageContextOf(admin, () => found({ status: 'blocked', blocked_at: '2026-11-02T08:00:00.000Z' }));
    const one = await loadAdminUser({ request: page(), params: { id: '42' }, context: blocked.context });
    expect(one.intents).toContain('unlock');
    expect(one.intents).not.toContain('block');
    expect(one.intents).not.toContain('impersonate');
    const deleted = pageContextOf(admin, () => found({ status: 'deleted', deleted_at: '2026-11-02T08:00:00.000Z' }));
    expect((await loadAdminUser({ request: page(), params: { id: '42' }, context: deleted.context })).intents).toEqual([
      'unconfirm-email',
      'restore',
      'force-delete',
    ]);
    const other = pageContextOf(admin, () => found({ role: 'admin' }));
    expect((await loadAdminUser({ request: page(), params: { id: '42' }, context: other.context })).intents).toEqual([
      'deactivate',
      'unconfirm-email',
    ]);
  });

  it('asks to confirm only a destructive action the account still offers', async () => {
    const { context } = pageContextOf(admin, () => found());
    const asked = async (query: string) =>
      (await loadAdminUser({ request: page(query), params: { id: '42' }, context })).confirming;
    expect(await asked('?confirm=force-delete')).toBe('force-delete');
    expect(await asked('?confirm=activate')).toBeNull();
    expect(await asked('?confirm=unlock')).toBeNull();
    expect(await asked('?confirm=nonsense')).toBeNull();
  });

  it('answers 404 for an id that is no id or no account, and keeps a worker out without asking', async () => {
    const { context, calls } = pageContextOf(admin, () => ({ status: 404, body: { code: 'ADMIN_USER_NOT_FOUND' } }));
    expect((await thrownBy(loadAdminUser({ request: page(), params: { id: '42' }, context })))?.status).toBe(404);
    for (const id of ['abc', '0', '042', '99999999999']) {
      expect((await thrownBy(loadAdminUser({ request: page(), params: { id }, context })))?.status).toBe(404);
    }
    expect(calls).toHaveLength(1);
    const other = pageContextOf(worker, () => found());
    const away = await thrownBy(loadAdminUser({ request: page(), params: { id: '42' }, context: other.context }));
    expect(away?.status).toBe(302);
    expect(other.calls).toEqual([]);
  });
});

describe('the account page action', () => {
  it('runs the asked action and comes back with the done words in the page’s language', async () => {
    const { context, calls } = pageContextOf(admin, () => changed);
    const done = await thrownBy(
      submitAdminUser({
        request: post({ intent: 'block' }, '/de/admin/users/42'),
        params: { lang: 'de', id: '42' },
        context,
      }),
    );
    expect(calls).toEqual([{ path: '/api/admin/users/42/block', method: 'POST', body: undefined, locale: 'de' }]);
    expect(done).toMatchObject({ location: '/de/admin/users/42', toast: { tone: 'success' } });
    expect(done?.toast?.text).toMatch(/gesperrt/);
  });

  it('sends each intent to its own call', async () => {
    const { context, calls } = pageContextOf(admin, () => changed);
    for (const intent of ['unconfirm-email', 'force-delete', 'delete', 'restore']) {
      await thrownBy(submitAdminUser({ request: post({ intent }), params: { id: '42' }, context }));
    }
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/admin/users/42/confirm-email',
      'DELETE /api/admin/users/42/force-delete',
      'DELETE /api/admin/users/42',
      'POST /api/admin/users/42/restore',
    ]);
  });

  it('shows the API’s refusal as it was worded for the page’s language', async () => {
    const { context } = pageContextOf(admin, () => ({
      status: 403,
      body: { code: 'ADMIN_TARGET_ADMIN', message: 'Адміністратори не можуть цього зробити з іншим адміністратором' },
    }));
    const refused = await thrownBy(
      submitAdminUser({
        request: post({ intent: 'delete' }, '/uk/admin/users/42'),
        params: { lang: 'uk', id: '42' },
        context,
      }),
    );
    expect(refused?.toast).toMatchObject({ tone: 'error', text: expect.stringContaining('Адміністратори') });
  });

  it('logs in as the account: the admin’s refresh token goes aside and the target’s session takes its place', async () => {
    const { context, calls } = pageContextOf(admin, () => ({
      status: 200,
      body: {
        data: {
          token: 'target-access',
          refresh_token: 'target-refresh',
          token_type: 'Bearer',
          expires_in: 900,
          refresh_expires_in: 9,
          user_id: 42,
        },
      },
    }));
    const left = await thrownBy(
      submitAdminUser({
        request: post(
          { intent: 'impersonate' },
          '/pl/admin/users/42',
          'hw_access=admin-access; hw_refresh=admin-refresh',
        ),
        params: { lang: 'pl', id: '42' },
        context,
      }),
    );
    expect(calls).toEqual([{ path: '/api/admin/users/42/login', method: 'POST', body: undefined, locale: 'pl' }]);
    expect(left?.location).toBe('/pl/profile');
    expect(left?.cookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^hw_access=target-access;.*HttpOnly/),
        expect.stringMatching(/^hw_refresh=target-refresh;.*HttpOnly/),
        expect.stringMatching(/^hw_admin_aside=admin-refresh;.*HttpOnly/),
      ]),
    );
  });

  it('does not start "log in as" without a refresh token to come back with', async () => {
    const { context, calls } = pageContextOf(admin, () => changed);
    const refused = await thrownBy(
      submitAdminUser({
        request: post({ intent: 'impersonate' }, '/admin/users/42', 'hw_access=a'),
        params: { id: '42' },
        context,
      }),
    );
    expect(calls).toEqual([]);
    expect(refused?.toast?.tone).toBe('error');
  });

  it('refuses a worker and an unknown intent without calling the API', async () => {
    const other = pageContextOf(worker, () => changed);
    expect(
      (
        await thrownBy(
          submitAdminUser({ request: post({ intent: 'block' }), params: { id: '42' }, context: other.context }),
        )
      )?.status,
    ).toBe(302);
    const { context, calls } = pageContextOf(admin, () => changed);
    expect(
      (await thrownBy(submitAdminUser({ request: post({ intent: 'promote' }), params: { id: '42' }, context })))
        ?.status,
    ).toBe(400);
    expect([...other.calls, ...calls]).toEqual([]);
  });
});
