import { admin, identity, isSignedIn } from '@hushwork/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFromNewIp } from '../../../test/identity-helpers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { closeSockets, openSocket } from '../../../test/socket-test-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';

let t: TestApp;
let wsUrl: string;
const client = testClient(() => t.app);
const api = client.api;

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
});
afterAll(() => closeSockets());

const worker = (name = 'Wanda Worker') => registerFromNewIp(t.app, { role_id: 1, name });
const profileOf = (token: string) => api(identity.getProfile, { token });
const auditOf = (adminToken: string, target_id: number) =>
  api(admin.listAuditLog, { token: adminToken, query: { target_type: 'user', target_id } });

describe('admin actions on accounts', () => {
  it('blocks a user: their next request is a 401 and their open socket closes at once; unlock lets them back', async () => {
    const { token: adminToken } = await signIn(t, 'admin');
    const user = await worker();
    const socket = await openSocket(wsUrl, { authorization: `Bearer ${user.token}` });
    const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));

    const blocked = await api(admin.blockAdminUser, { token: adminToken, params: { id: user.user.id } });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.data.after.blocked_at).toEqual(expect.any(String));
    expect(blocked.data.before).toEqual({ blocked_at: null });

    expect((await profileOf(user.token)).statusCode).toBe(401);
    expect(await closed).toBe(4401);
    const refused = await api(identity.login, { body: { email: user.account.email, password: user.account.password } });
    expect(refused.json().code).toBe('USER_BLOCKED');

    const unlocked = await api(admin.unlockAdminUser, { token: adminToken, params: { id: user.user.id } });
    expect(unlocked.data.after).toEqual({ blocked_at: null });
    const back = await api(identity.login, { body: { email: user.account.email, password: user.account.password } });
    expect(back.statusCode).toBe(200);
    // A worker: the password alone signs in (only admins pass a second factor).
    expect((await profileOf(isSignedIn(back.data) ? back.data.token : '')).statusCode).toBe(200);

    const log = await auditOf(adminToken, user.user.id);
    expect(log.data.list.map((entry) => entry.action)).toEqual(['user.unlock', 'user.block']);
    expect(log.data.list[1]).toMatchObject({ actor_name: 'Ada Admin', target_type: 'user', target_id: user.user.id });
  });

  it('turns the active switch and the e-mail confirmation, and shows them in the account facts', async () => {
    const { token: adminToken } = await signIn(t, 'admin');
    const user = await worker('Ivo Inactive');
    const id = user.user.id;
    await api(admin.deactivateAdminUser, { token: adminToken, params: { id } });
    await api(admin.confirmAdminUserEmail, { token: adminToken, params: { id } });
    let facts = await api(admin.getAdminUser, { token: adminToken, params: { id } });
    expect(facts.data).toMatchObject({
      id,
      role: 'worker',
      status: 'deactivated',
      is_active: false,
      is_email_verified: true,
      sessions_count: 1,
      last_sign_in_at: expect.any(String),
    });
    await api(admin.activateAdminUser, { token: adminToken, params: { id } });
    const unconfirmed = await api(admin.unconfirmAdminUserEmail, { token: adminToken, params: { id } });
    expect(unconfirmed.data.after).toEqual({ email_verified_at: null });
    facts = await api(admin.getAdminUser, { token: adminToken, params: { id } });
    expect(facts.data).toMatchObject({ status: 'active', is_email_verified: false });
  });

  it('deletes softly (sessions end) and restores within the 30 days', async () => {
    const { token: adminToken } = await signIn(t, 'admin');
    const user = await worker('Dora Deleted');
    const deleted = await api(admin.deleteAdminUser, { token: adminToken, params: { id: user.user.id } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await profileOf(user.token)).statusCode).toBe(401);
    const listed = await api(admin.listAdminUsers, { token: adminToken, query: { q: user.account.email } });
    expect(listed.data.list).toEqual([expect.objectContaining({ id: user.user.id, status: 'deleted' })]);

    const restored = await api(admin.restoreAdminUser, { token: adminToken, params: { id: user.user.id } });
    expect(restored.data.after).toMatchObject({ deleted_at: null, is_active: true });
    const back = await api(identity.login, { body: { email: user.account.email, password: user.account.password } });
    expect(back.statusCode).toBe(200);
  });

  it('lists accounts by search, role and status, paged', async () => {
    const { token: adminToken } = await signIn(t, 'admin');
    const user = await worker('Zeno Zebrafinch');
    const found = await api(admin.listAdminUsers, {
      token: adminToken,
      query: { q: 'zebrafinch', role: 'worker', status: 'active', sort: 'name', dir: 'asc' },
    });
    expect(found.data).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(found.data.list[0]).toMatchObject({ id: user.user.id, name: 'Zeno Zebrafinch', role: 'worker' });
    const none = await api(admin.listAdminUsers, { token: adminToken, query: { q: 'zebrafinch', role: 'company' } });
    expect(none.data.total).toBe(0);
    const alias = await api(admin.listUsers, { token: adminToken, query: { q: 'zebrafinch' } });
    expect(alias.data.list.map((row) => row.id)).toEqual([user.user.id]);
  });

  it('refuses to block, delete, erase or enter the admin’s own account or another admin’s', async () => {
    const me = await signIn(t, 'admin');
    const other = await signIn(t, 'admin', { name: 'Otto Other' });
    for (const endpoint of [
      admin.blockAdminUser,
      admin.deleteAdminUser,
      admin.forceDeleteAdminUser,
      admin.impersonateAdminUser,
    ] as const) {
      const self = await api(endpoint, { token: me.token, params: { id: me.user.id } });
      expect(self.json().code).toBe('ADMIN_TARGET_SELF');
      const peer = await api(endpoint, { token: me.token, params: { id: other.user.id } });
      expect(peer.statusCode).toBe(403);
      expect(peer.json().code).toBe('ADMIN_TARGET_ADMIN');
    }
    const missing = await api(admin.getAdminUser, { token: me.token, params: { id: 2_000_000_000 } });
    expect(missing.json().code).toBe('ADMIN_USER_NOT_FOUND');
  });
});

describe('log in as', () => {
  it('acts as the user in a marked, audited session that cannot nest and ends back in the admin’s own', async () => {
    const ada = await signIn(t, 'admin');
    const user = await worker('Ulla User');
    const started = await api(admin.impersonateAdminUser, { token: ada.token, params: { id: user.user.id } });
    expect(started.statusCode, started.body).toBe(200);
    const as = started.data.token;

    const profile = await profileOf(as);
    expect(profile.json().data).toMatchObject({
      id: user.user.id,
      name: 'Ulla User',
      impersonated_by: { id: ada.user.id, name: 'Ada Admin' },
    });
    expect((await profileOf(user.token)).json().data.impersonated_by).toBeUndefined();

    const settings = (await api(identity.getMyNotifications, { token: as })).data.list;
    const changed = await api(identity.saveMyNotifications, { token: as, body: { settings: settings.slice(0, 1) } });
    expect(changed.statusCode, changed.body).toBeLessThan(300);

    const nested = await api(admin.impersonateAdminUser, { token: as, params: { id: user.user.id } });
    expect(nested.statusCode).toBe(403);
    expect(nested.json().code).toBe('IMPERSONATION_NESTED');

    const ended = await api(admin.endImpersonation, { token: as });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await profileOf(as)).statusCode).toBe(401);
    expect((await profileOf(ada.token)).json().data).toMatchObject({ id: ada.user.id });

    const log = await auditOf(ada.token, user.user.id);
    expect(log.data.list.map((entry) => [entry.actor_id, entry.action])).toEqual([
      [ada.user.id, 'user.impersonate_end'],
      [ada.user.id, 'POST /api/me/notifications'],
      [ada.user.id, 'user.impersonate'],
    ]);
  });

  it('refuses an end from a session that is not a “log in as” one', async () => {
    const user = await worker();
    const ended = await api(admin.endImpersonation, { token: user.token });
    expect(ended.statusCode).toBe(403);
  });
});

describe('audit log', () => {
  it('filters by actor, action and days, and offers no way to change an entry', async () => {
    const ada = await signIn(t, 'admin');
    const user = await worker();
    await api(admin.deactivateAdminUser, { token: ada.token, params: { id: user.user.id } });
    const today = t.clock.now().toISOString().slice(0, 10);
    const mine = await api(admin.listAuditLog, {
      token: ada.token,
      query: { actor_id: ada.user.id, action: 'user.deactivate', from: today, to: today },
    });
    expect(mine.data.list).toEqual([
      expect.objectContaining({
        actor_id: ada.user.id,
        action: 'user.deactivate',
        target_id: user.user.id,
        before: { is_active: true },
        after: { is_active: false },
      }),
    ]);
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const later = await api(admin.listAuditLog, { token: ada.token, query: { actor_id: ada.user.id, from: tomorrow } });
    expect(later.data.total).toBe(0);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await client.call(`/api/admin/audit-log/${mine.data.list[0]!.id}`, { method, token: ada.token });
      expect(response.statusCode).toBe(404);
    }
  });
});
