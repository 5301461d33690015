import { admin, identity } from '@hushwork/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, newIp, registerFromNewIp } from '../../../test/identity-helpers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { closeSockets, openSocket } from '../../../test/socket-test-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';
import { totpCodeOf } from '../../identity/index.ts';

let t: TestApp;
let wsUrl: string;
const { api } = testClient(() => t.app);
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
});
afterAll(() => closeSockets());

let people = 0;
const newEmail = (who = 'nora') => `${who}-${++people}@example.com`;
const auditOf = (token: string, target_id: number) =>
  api(admin.listAuditLog, { token, query: { target_type: 'user', target_id } });

/** An invited admin who set a password from the mail and enrolled a second factor: their session token. */
async function acceptInvitation(email: string) {
  const mail = await lastMailTo(t.database, email);
  const password = 'green-Meadow-77';
  const set = await api(identity.resetPassword, { body: { token: mail.token!, password, sameAsPassword: password } });
  expect(set.statusCode, set.body).toBe(200);
  const step = await api(identity.login, { body: { email, password }, ip: newIp() });
  expect(step.data).toMatchObject({ second_factor: 'enrolment' });
  const { challenge_token, secret } = step.json().data;
  const enrolled = await api(identity.enrolSecondFactor, {
    body: { challenge_token, code: totpCodeOf(secret, t.clock.now()) },
    ip: newIp(),
  });
  expect(enrolled.statusCode, enrolled.body).toBe(200);
  return { token: enrolled.data.token, password };
}

describe('admins invite and manage each other', () => {
  it('invites an admin by mail in their language; the link sets a password and the first sign-in enrols TOTP', async () => {
    const ada = await signIn(t, 'admin');
    const email = newEmail();
    const created = await api(admin.createAdminAccount, {
      token: ada.token,
      body: { name: 'Nora Neumann', email: email.toUpperCase(), locale: 'de' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      data: {
        id: expect.any(Number),
        email,
        name: 'Nora Neumann',
        locale: 'de',
        status: 'invited',
        is_active: true,
        has_second_factor: false,
        created_at: expect.any(String),
      },
    });
    const mail = await lastMailTo(t.database, email);
    expect(mail).toMatchObject({ kind: 'admin_invitation', locale: 'de' });
    expect(mail.subject).toBe('Sie sind eingeladen, Hushwork zu verwalten');
    expect(mail.text).toContain('Ada Admin');
    expect(mail.link).toMatch(/^http:\/\/hushwork\.test\/de\/new-password\?token=/);

    const nora = await acceptInvitation(email);
    const profile = await api(identity.getProfile, { token: nora.token });
    expect(profile.data).toMatchObject({ role_id: 3 });
    const listed = await api(admin.getAdminAccount, { token: ada.token, params: { id: created.data.id } });
    expect(listed.data).toMatchObject({ status: 'active', has_second_factor: true });

    const log = await auditOf(ada.token, created.data.id);
    expect(log.data.list[0]).toMatchObject({
      action: 'admin.create',
      actor_id: ada.user.id,
      after: { name: 'Nora Neumann', email, locale: 'de' },
    });
  });

  it('lists admins only, searched and sorted', async () => {
    const ada = await signIn(t, 'admin', { name: 'Zed Zimmer' });
    await registerFromNewIp(t.app, { role_id: 1, name: 'Wanda Worker' });
    const all = await api(admin.listAdminAccounts, { token: ada.token, query: { sort: 'name', dir: 'asc' } });
    expect(all.statusCode).toBe(200);
    expect(all.data.list.length).toBeGreaterThan(1);
    expect(all.data.list.map((row) => row.name)).not.toContain('Wanda Worker');
    const names = all.data.list.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const found = await api(admin.listAdminAccounts, { token: ada.token, query: { q: 'zimmer' } });
    expect(found.data.list.map((row) => row.id)).toEqual([ada.user.id]);
    expect(found.data).toMatchObject({ total: 1, page: 1, pages: 1 });
  });

  it('refuses a taken e-mail and bad fields, each on its field', async () => {
    const ada = await signIn(t, 'admin');
    const taken = await api(admin.createAdminAccount, {
      token: ada.token,
      body: { name: 'Copy Cat', email: ada.account.email, locale: 'en' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ code: 'USER_ALREADY_EXIST', errors: { email: [expect.any(String)] } });
    const bad = await api(admin.createAdminAccount, {
      token: ada.token,
      body: { name: '', email: 'not-an-email', locale: 'xx' } as never,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'locale', 'name']);
    const worker = await registerFromNewIp(t.app, { role_id: 1, name: 'Wanda Worker' });
    const notAdmin = await api(admin.updateAdminAccount, {
      token: ada.token,
      params: { id: worker.user.id },
      body: { name: 'Wanda', email: worker.account.email, is_active: false },
    });
    expect(notAdmin.json()).toMatchObject({ code: 'ADMIN_ACCOUNT_NOT_FOUND' });
    expect(notAdmin.statusCode).toBe(404);
  });

  it('deactivates another admin: sessions and sockets end, sign-in is refused until switched on again', async () => {
    const ada = await signIn(t, 'admin');
    const bob = await signIn(t, 'admin', { name: 'Bob Backup' });
    const socket = await openSocket(wsUrl, { authorization: `Bearer ${bob.token}` });
    const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
    const email = newEmail('bob');
    const off = await api(admin.updateAdminAccount, {
      token: ada.token,
      params: { id: bob.user.id },
      body: { name: 'Bob Builder', email, is_active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.data).toMatchObject({ name: 'Bob Builder', email, status: 'deactivated', is_active: false });
    expect((await api(identity.getProfile, { token: bob.token })).statusCode).toBe(401);
    expect(await closed).toBe(4401);
    const refused = await api(identity.login, { body: { email, password: 'blue-Harbor-42' }, ip: newIp() });
    expect(refused.json().code).toBe('USER_BLOCKED');

    const on = await api(admin.updateAdminAccount, {
      token: ada.token,
      params: { id: bob.user.id },
      body: { name: 'Bob Builder', email, is_active: true },
    });
    expect(on.data).toMatchObject({ status: 'active', is_active: true });
    const log = await auditOf(ada.token, bob.user.id);
    expect(log.data.list.map((entry) => entry.action)).toEqual(['admin.update', 'admin.update']);
    expect(log.data.list[1]).toMatchObject({
      before: { name: 'Bob Backup', is_active: true },
      after: { name: 'Bob Builder', email, is_active: false },
    });
  });

  it('removes another admin (signed out, erased later) but never oneself', async () => {
    const ada = await signIn(t, 'admin');
    const cy = await signIn(t, 'admin', { name: 'Cy Clone' });
    const self = await api(admin.deleteAdminAccount, { token: ada.token, params: { id: ada.user.id } });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({
      code: 'ADMIN_TARGET_SELF',
      message: 'Admins cannot do this to their own account',
    });
    const selfOff = await api(admin.updateAdminAccount, {
      token: ada.token,
      params: { id: ada.user.id },
      body: { name: 'Ada Admin', email: ada.account.email, is_active: false },
    });
    expect(selfOff.json().code).toBe('ADMIN_TARGET_SELF');
    // Nor a new e-mail for oneself here: that is the profile's, which asks for the password.
    const selfEdit = await api(admin.updateAdminAccount, {
      token: ada.token,
      params: { id: ada.user.id },
      body: { name: 'Ada Admin', email: newEmail('ada'), is_active: true },
    });
    expect(selfEdit.json().code).toBe('ADMIN_TARGET_SELF');

    const removed = await api(admin.deleteAdminAccount, { token: ada.token, params: { id: cy.user.id } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await api(identity.getProfile, { token: cy.token })).statusCode).toBe(401);
    const gone = await api(admin.getAdminAccount, { token: ada.token, params: { id: cy.user.id } });
    expect(gone.data.status).toBe('deleted');
    const edit = await api(admin.updateAdminAccount, {
      token: ada.token,
      params: { id: cy.user.id },
      body: { name: 'Cy', email: newEmail('cy'), is_active: true },
    });
    expect(edit.statusCode).toBe(404);
    expect((await auditOf(ada.token, cy.user.id)).data.list[0]).toMatchObject({
      action: 'admin.delete',
      before: { status: 'active' },
      after: { status: 'deleted' },
    });
  });
});

describe("an admin's own profile", () => {
  it('changes name and language at once, and the e-mail only with the current password', async () => {
    const ada = await signIn(t, 'admin');
    const same = await api(admin.updateAdminProfile, {
      token: ada.token,
      body: { name: 'Ada Lovelace', email: ada.account.email, locale: 'uk' },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.data).toMatchObject({ name: 'Ada Lovelace', locale: 'uk' });

    const email = newEmail('ada');
    const without = await api(admin.updateAdminProfile, {
      token: ada.token,
      body: { name: 'Ada Lovelace', email, locale: 'uk' },
    });
    expect(without.statusCode).toBe(422);
    expect(without.json()).toMatchObject({
      code: 'PASSWORD_INCORRECT',
      errors: { current_password: [expect.any(String)] },
    });
    const wrong = await api(admin.updateAdminProfile, {
      token: ada.token,
      body: { name: 'Ada Lovelace', email, locale: 'uk', current_password: 'not-It-1' },
    });
    expect(wrong.json().code).toBe('PASSWORD_INCORRECT');
    const other = await signIn(t, 'admin');
    const taken = await api(admin.updateAdminProfile, {
      token: ada.token,
      body: { name: 'Ada Lovelace', email: other.account.email, locale: 'uk', current_password: 'blue-Harbor-42' },
    });
    expect(taken.json()).toMatchObject({ code: 'USER_ALREADY_EXIST', errors: { email: [expect.any(String)] } });
    const moved = await api(admin.updateAdminProfile, {
      token: ada.token,
      body: { name: 'Ada Lovelace', email, locale: 'uk', current_password: 'blue-Harbor-42' },
    });
    expect(moved.data).toMatchObject({ email, name: 'Ada Lovelace', locale: 'uk' });
    const bad = await api(admin.updateAdminProfile, {
      token: ada.token,
      body: { name: '!', email: 'x', locale: 'xx' } as never,
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'locale', 'name']);
    const log = await auditOf(ada.token, ada.user.id);
    expect(log.data.list.map((entry) => entry.action)).toEqual(['admin.profile', 'admin.profile']);
  });

  it('renews recovery codes after the password: the new ones sign in, the old ones no longer', async () => {
    const ada = await signIn(t, 'admin');
    const wrong = await api(admin.renewRecoveryCodes, { token: ada.token, body: { current_password: 'nope-Nope-1' } });
    expect(wrong.statusCode).toBe(422);
    const renewed = await api(admin.renewRecoveryCodes, {
      token: ada.token,
      body: { current_password: 'blue-Harbor-42' },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const codes = renewed.data.recovery_codes;
    expect(codes).toHaveLength(10);
    const step = await api(identity.login, {
      body: { email: ada.account.email, password: 'blue-Harbor-42' },
      ip: newIp(),
    });
    const passed = await api(identity.passSecondFactor, {
      body: { challenge_token: step.json().data.challenge_token, code: codes[0]! },
      ip: newIp(),
    });
    expect(passed.statusCode, passed.body).toBe(200);
    expect((await auditOf(ada.token, ada.user.id)).data.list[0]).toMatchObject({ action: 'admin.recovery_codes' });
  });
});
