import { ACCESS_TOKEN_TTL_S, IDENTITY, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@hushwork/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  lastMailTo,
  mailsTo,
  newAccount,
  newIp,
  profileOf,
  registerFromNewIp as register,
} from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { eraseDeletedAccounts } from './erase-deleted-accounts.ts';
import { users } from './identity.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const NEW_PASSWORD = 'green-Valley-77';

const profile = (token: string) => profileOf(t.app, token);
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: newIp() });
const post = (url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });
const changePassword = (token: string | undefined, payload: Record<string, unknown>) =>
  post('/api/me/change-password', token, payload);
const deleteProfile = (token: string | undefined, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'DELETE', url: '/api/profile', headers: token ? bearer(token) : {}, payload });
const emailInUsers = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length > 0;

describe('change password', () => {
  it('returns a new token pair; the previous access token then gets 401 and the new one works', async () => {
    const { account, token, refresh } = await register(t.app);
    const response = await changePassword(token, {
      current_password: account.password,
      password: NEW_PASSWORD,
      sameAsPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_S });
    expect(data.token).not.toBe(token);
    expect(data.refresh_token).not.toBe(refresh);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(data.token)).statusCode).toBe(200);
    const oldRefresh = await post('/api/auth/refresh', undefined, { refresh_token: refresh });
    expect(oldRefresh.statusCode).toBe(401);
  });

  it('signs in with the new password only, and ends the user’s other sessions', async () => {
    const { account, token } = await register(t.app);
    const elsewhere = (await login(account.email, account.password)).json().data;
    await changePassword(token, {
      current_password: account.password,
      password: NEW_PASSWORD,
      sameAsPassword: NEW_PASSWORD,
    });
    expect((await profile(elsewhere.token)).statusCode).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(422);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('tells the owner by mail that the password was changed', async () => {
    const { account, token } = await register(t.app);
    await changePassword(token, {
      current_password: account.password,
      password: NEW_PASSWORD,
      sameAsPassword: NEW_PASSWORD,
    });
    const mail = await lastMailTo(t.database, account.email);
    expect(mail.kind).toBe('password_changed');
  });

  it.each([
    ['a wrong current password', 'not-the-Password-1'],
    ['no current password', undefined],
  ])('refuses %s with 422 PASSWORD_INCORRECT on current_password; nothing changes', async (_, current) => {
    const { account, token } = await register(t.app);
    const response = await changePassword(token, {
      current_password: current,
      password: NEW_PASSWORD,
      sameAsPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'PASSWORD_INCORRECT',
      errors: { current_password: ['The password is incorrect'] },
    });
    expect((await profile(token)).statusCode).toBe(200);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(422);
  });

  it.each([
    ['a common one', 'password1', 'password1', 'password', 'This password is too common. Please choose another one.'],
    ['one shorter than 8', 'ab1', 'ab1', 'password', 'Must be at least 8 characters'],
    ['one without a digit', 'blueHarbor', 'blueHarbor', 'password', 'Use letters and at least one digit'],
    ['one repeated differently', NEW_PASSWORD, 'green-Valley-78', 'sameAsPassword', 'The passwords do not match'],
  ])(
    'refuses %s as the new password with 422 and the message on its field',
    async (_, password, sameAsPassword, field, message) => {
      const { account, token } = await register(t.app);
      const response = await changePassword(token, { current_password: account.password, password, sameAsPassword });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
      expect((await profile(token)).statusCode).toBe(200);
    },
  );

  it('asks a guest to sign in: 401', async () => {
    const response = await changePassword(undefined, {
      current_password: 'whatever-1',
      password: NEW_PASSWORD,
      sameAsPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });
});

describe('deactivate and activate', () => {
  it('deactivates: the session ends, and after signing in again the profile shows is_active false', async () => {
    const { account, token } = await register(t.app);
    const response = await post('/api/me/deactivate', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    expect((await profile(token)).statusCode).toBe(401);
    const signedIn = await login(account.email, account.password);
    expect(signedIn.statusCode).toBe(200);
    const me = await profile(signedIn.json().data.token);
    expect(me.json().data.is_active).toBe(false);
  });

  it('activates again: the answer and the next profile show is_active true', async () => {
    const { account, token } = await register(t.app);
    await post('/api/me/deactivate', token);
    const next = (await login(account.email, account.password)).json().data.token;
    const response = await post('/api/me/activate', next);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: account.email, is_active: true });
    expect((await profile(next)).json().data.is_active).toBe(true);
  });

  it('asks a guest to sign in: 401 for both', async () => {
    expect((await post('/api/me/deactivate')).statusCode).toBe(401);
    expect((await post('/api/me/activate')).statusCode).toBe(401);
  });
});

describe('delete account', () => {
  it('refuses a wrong password with 422 on password; the account keeps working', async () => {
    const { token } = await register(t.app);
    const response = await deleteProfile(token, { password: 'not-the-Password-1' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'PASSWORD_INCORRECT',
      errors: { password: ['The password is incorrect'] },
    });
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('refuses a deletion without any password with 422', async () => {
    const { token } = await register(t.app);
    expect((await deleteProfile(token)).statusCode).toBe(422);
    expect((await deleteProfile(token, {})).statusCode).toBe(422);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('deletes with the right password: the token gets 401, sign-in fails, and an account_deleted mail is written', async () => {
    const { account, token } = await register(t.app);
    const response = await deleteProfile(token, { password: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'deleted' } });
    expect((await profile(token)).statusCode).toBe(401);
    const signIn = await login(account.email, account.password);
    expect(signIn.statusCode).toBe(422);
    expect(signIn.json().code).toBe('INVALID_CREDENTIALS');
    const mail = await lastMailTo(t.database, account.email);
    expect(mail.kind).toBe('account_deleted');
    expect(mail.subject).toBe('Your account has been deleted');
  });

  it('asks a guest to sign in: 401', async () => {
    expect((await deleteProfile(undefined, { password: 'whatever-1' })).statusCode).toBe(401);
  });

  it('erases the e-mail 30 days after deletion, and not before; the address can then register again', async () => {
    const { account, token } = await register(t.app);
    await deleteProfile(token, { password: account.password });

    t.clock.advance((IDENTITY.accountErasureDelayS - 1) * 1000);
    await eraseDeletedAccounts({ db: t.database.db, clock: t.clock });
    expect(await emailInUsers(account.email)).toBe(true);

    t.clock.advance(2 * 1000);
    expect(await eraseDeletedAccounts({ db: t.database.db, clock: t.clock })).toBeGreaterThanOrEqual(1);
    expect(await emailInUsers(account.email)).toBe(false);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount({ email: account.email }),
      remoteAddress: newIp(),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.user).toMatchObject({ email: account.email, email_verification: false });
    expect((await mailsTo(t.database, account.email)).at(-1)!.kind).toBe('verify_email');
  });
});

describe('redirect check', () => {
  const check = (redirect: string) => post('/api/redirect/check', undefined, { redirect });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)', '', 'profile'])(
    'turns %j into the home page',
    async (redirect) => {
      const response = await check(redirect);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { redirect: '/' } });
    },
  );

  it('keeps a path of the site with its query and hash', async () => {
    const response = await check('/profile/user?tab=1#x');
    expect(response.json()).toEqual({ data: { redirect: '/profile/user?tab=1#x' } });
  });

  it('refuses a missing redirect with 422', async () => {
    const response = await post('/api/redirect/check', undefined, {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.redirect).toEqual(['This field is required']);
  });
});

type Setting = { kind: string; channel: string; is_enabled: boolean };
/** Consent is asked, not assumed: news and tips start off on both channels, everything else on (issue 23). */
const defaultsOff: Setting[] = [
  { kind: 'news', channel: 'email', is_enabled: false },
  { kind: 'news', channel: 'telegram', is_enabled: false },
];

describe('notification settings', () => {
  const kinds = (locale: string) =>
    t.app.inject({ url: '/api/settings/notifications', headers: { 'accept-language': locale } });
  const mine = (token?: string) => t.app.inject({ url: '/api/me/notifications', headers: token ? bearer(token) : {} });
  const save = (token: string | undefined, settings: unknown) => post('/api/me/notifications', token, { settings });

  it('lists every kind with its channels and an English name', async () => {
    const response = await kinds('en');
    expect(response.statusCode).toBe(200);
    const list = response.json().data.list;
    expect(list.map((k: { kind: string }) => k.kind)).toEqual([...NOTIFICATION_KINDS]);
    expect(list[0]).toEqual({ kind: 'new_message', name: 'New messages', channels: [...NOTIFICATION_CHANNELS] });
    expect(list.find((k: { kind: string }) => k.kind === 'news').name).toBe('Hushwork news and tips');
  });

  it('names the kinds in the caller’s language (accept-language: de)', async () => {
    const english = (await kinds('en')).json().data.list as { kind: string; name: string }[];
    const german = (await kinds('de')).json().data.list as { kind: string; name: string }[];
    for (const [i, kind] of german.entries()) {
      expect(kind.name, kind.kind).not.toBe(english[i]!.name);
    }
  });

  it('starts with every kind on, on every channel, but the opt-in ones (news), which wait to be asked', async () => {
    const { token } = await register(t.app);
    const response = await mine(token);
    expect(response.statusCode).toBe(200);
    const list = response.json().data.list as Setting[];
    expect(list).toHaveLength(NOTIFICATION_KINDS.length * NOTIFICATION_CHANNELS.length);
    expect(list.filter((s) => !s.is_enabled)).toEqual(defaultsOff);
  });

  it('keeps a changed kind on the next read, for this user only', async () => {
    const { token } = await register(t.app);
    const other = await register(t.app);
    const saved = await save(token, [
      { kind: 'new_message', channel: 'email', is_enabled: false },
      { kind: 'news', channel: 'email', is_enabled: true },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.list).toContainEqual({ kind: 'new_message', channel: 'email', is_enabled: false });

    const list = (await mine(token)).json().data.list as Setting[];
    expect(list.filter((s) => !s.is_enabled)).toEqual([
      { kind: 'new_message', channel: 'email', is_enabled: false },
      { kind: 'news', channel: 'telegram', is_enabled: false },
    ]);
    expect(list).toHaveLength(NOTIFICATION_KINDS.length * NOTIFICATION_CHANNELS.length);

    expect(((await mine(other.token)).json().data.list as Setting[]).filter((s) => !s.is_enabled)).toEqual(defaultsOff);

    await save(token, [
      { kind: 'new_message', channel: 'email', is_enabled: true },
      { kind: 'news', channel: 'email', is_enabled: false },
    ]);
    expect(((await mine(token)).json().data.list as Setting[]).filter((s) => !s.is_enabled)).toEqual(defaultsOff);
  });

  it('asks a guest to sign in: 401 for reading and saving', async () => {
    expect((await mine()).statusCode).toBe(401);
    expect((await save(undefined, [{ kind: 'news', channel: 'email', is_enabled: false }])).statusCode).toBe(401);
  });

  it.each([
    [
      'an unknown kind',
      'settings.0.kind',
      'This value is not allowed',
      [{ kind: 'spam', channel: 'email', is_enabled: false }],
    ],
    [
      'an unknown channel',
      'settings.0.channel',
      'This value is not allowed',
      [{ kind: 'news', channel: 'pigeon', is_enabled: false }],
    ],
    ['an empty list', 'settings', 'Choose at least 1', []],
  ])('refuses %s with 422 on %s; nothing is saved', async (_, field, message, settings) => {
    const { token } = await register(t.app);
    const response = await save(token, settings);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().errors[field]).toEqual([message]);
    expect(((await mine(token)).json().data.list as Setting[]).filter((s) => !s.is_enabled)).toEqual(defaultsOff);
  });
});

describe('referral statistics', () => {
  it('asks a guest to sign in: 401', async () => {
    const response = await t.app.inject({ url: '/api/me/referrals/statistics' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('starts at zero for a new user, with a link in the caller’s language', async () => {
    const { token } = await register(t.app);
    const response = await t.app.inject({
      url: '/api/me/referrals/statistics',
      headers: { ...bearer(token), 'accept-language': 'ru' },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ invited: 0, registered: 0 });
    expect(data.invite_link).toBe(`http://hushwork.test/ru/invite/${data.invite_code}`);
  });
});
