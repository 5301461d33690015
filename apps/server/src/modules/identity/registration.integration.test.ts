import { ACCESS_TOKEN_TTL_S, RATE_LIMITS, REFRESH_TOKEN_TTL_S } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  lastMailTo,
  newAccount,
  newIp,
  profileOf,
  registerFromNewIp as register,
} from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A registration attempt from an address of its own, so the per-IP limit only counts where a test means it to. */
const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress = newIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers, remoteAddress });
const profile = (token: string) => profileOf(t.app, token);
const statistics = (token: string) => t.app.inject({ url: '/api/me/referrals/statistics', headers: bearer(token) });
const visit = (code: string, visitor_key: string) =>
  t.app.inject({ method: 'POST', url: `/api/invites/${code}/visit`, payload: { visitor_key } });

const EN = {
  required: 'This field is required',
  invalidValue: 'This value is not allowed',
  email: 'Enter a valid e-mail address',
  name: 'Use letters, spaces, hyphens and apostrophes only',
  minLength8: 'Must be at least 8 characters',
  passwordWeak: 'Use letters and at least one digit',
  passwordCommon: 'This password is too common. Please choose another one.',
  sameAsPassword: 'The passwords do not match',
  emailTaken: 'An account with this e-mail already exists',
  unknownField: 'This field is not accepted',
};

describe('registration', () => {
  it.each([
    ['worker', 1],
    ['company', 2],
  ])('registers a %s (role %i) and signs them in at once with an unverified e-mail', async (_, role_id) => {
    const account = newAccount({ role_id });
    const response = await post(account);
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
      refresh_expires_in: REFRESH_TOKEN_TTL_S,
    });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.refresh_token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({
      role_id,
      email: account.email,
      name: account.name,
      email_verification: false,
      has_password: true,
    });
    const me = await profile(data.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: data.user.id, role_id, email: account.email });
  });

  it('stores the e-mail trimmed and lower-cased', async () => {
    const account = newAccount();
    const response = await post({ ...account, email: `  ${account.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.email).toBe(account.email);
  });

  it('refuses the admin role (3): 422 on role_id, and nobody is registered', async () => {
    const account = newAccount({ role_id: 3 });
    const response = await post(account);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { role_id: [EN.invalidValue] } });
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      payload: { email: account.email },
      remoteAddress: newIp(),
    });
    expect(check.json().data.is_available).toBe(true);
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', EN.email],
    ['an empty e-mail', { email: '   ' }, 'email', EN.required],
    ['a missing name', { name: undefined }, 'name', EN.required],
    ['a digits-only name', { name: '12345' }, 'name', EN.name],
    ['a name with markup', { name: '<script>alert(1)</script>' }, 'name', EN.name],
    ['a password shorter than 8', { password: 'ab1', sameAsPassword: 'ab1' }, 'password', EN.minLength8],
    [
      'a password without a digit',
      { password: 'blueHarbor', sameAsPassword: 'blueHarbor' },
      'password',
      EN.passwordWeak,
    ],
    [
      'a common password (password1)',
      { password: 'password1', sameAsPassword: 'password1' },
      'password',
      EN.passwordCommon,
    ],
    [
      'a common password (qwerty123)',
      { password: 'qwerty123', sameAsPassword: 'qwerty123' },
      'password',
      EN.passwordCommon,
    ],
    ['a repeated password that differs', { sameAsPassword: 'blue-Harbor-43' }, 'sameAsPassword', EN.sameAsPassword],
    ['an unknown field', { is_admin: true }, 'is_admin', EN.unknownField],
  ])('refuses %s with 422 and the message on that field', async (_, overrides, field, message) => {
    const response = await post(newAccount(overrides));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors[field]).toEqual([message]);
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.message).toBe(message);
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', EN.email],
    ['a name with markup', { name: '<b>x</b>' }, 'name', EN.name],
    [
      'a password without a digit',
      { password: 'blueHarbor', sameAsPassword: 'blueHarbor' },
      'password',
      EN.passwordWeak,
    ],
    ['a common password', { password: 'password1', sameAsPassword: 'password1' }, 'password', EN.passwordCommon],
    ['a repeated password that differs', { sameAsPassword: 'blue-Harbor-43' }, 'sameAsPassword', EN.sameAsPassword],
  ])('words %s in the caller language (accept-language: de)', async (_, overrides, field, english) => {
    const response = await post(newAccount(overrides), { 'accept-language': 'de' });
    expect(response.statusCode).toBe(422);
    const [message] = response.json().errors[field];
    expect(message).toEqual(expect.any(String));
    expect(message).not.toBe(english);
  });

  it('words a taken e-mail in the caller language (accept-language: de)', async () => {
    const { account } = await register(t.app);
    const response = await post(newAccount({ email: account.email }), { 'accept-language': 'de' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email[0]).not.toBe(EN.emailTaken);
  });

  it('refuses an e-mail that is already registered, in any case: 422 USER_ALREADY_EXIST on email', async () => {
    const { account } = await register(t.app);
    const response = await post(newAccount({ email: account.email.toUpperCase(), role_id: 2 }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'USER_ALREADY_EXIST', errors: { email: [EN.emailTaken] } });
  });

  it('mails the verification link to the registrant, in their language', async () => {
    const { account } = await register(t.app, {}, 'uk');
    const mail = await lastMailTo(t.database, account.email);
    expect(mail.kind).toBe('verify_email');
    expect(mail.locale).toBe('uk');
    expect(mail.subject).toBe('Підтвердьте адресу електронної пошти');
    expect(mail.text).toContain('Дякуємо за реєстрацію в Hushwork');
    expect(mail.text).not.toContain('Thank');
    expect(mail.link).toMatch(/^http:\/\/hushwork\.test\/uk\/email-verify\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('mails an English registrant in English, with a link without a locale prefix', async () => {
    const { account } = await register(t.app);
    const mail = await lastMailTo(t.database, account.email);
    expect(mail.kind).toBe('verify_email');
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.link).toMatch(/^http:\/\/hushwork\.test\/email-verify\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('counts a registration through an invite link in the inviter’s statistics', async () => {
    const inviter = await register(t.app);
    const { invite_code } = (await profile(inviter.token)).json().data;
    expect(invite_code).toMatch(/^[A-Za-z0-9_-]{4,64}$/);
    const before = (await statistics(inviter.token)).json().data;
    expect(before).toMatchObject({ invited: 0, registered: 0, invite_code });
    expect(before.invite_link).toBe(`http://hushwork.test/invite/${invite_code}`);
    await register(t.app, { invite: invite_code });
    const after = await statistics(inviter.token);
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toMatchObject({ registered: 1, invited: 0, invite_code });
  });

  it('counts each visitor of an invite link once', async () => {
    const inviter = await register(t.app);
    const { invite_code } = (await profile(inviter.token)).json().data;
    const first = await visit(invite_code, 'visitor-key-one');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { ok: true } });
    expect((await visit(invite_code, 'visitor-key-one')).statusCode).toBe(200);
    expect((await visit(invite_code, 'visitor-key-two')).statusCode).toBe(200);
    expect((await statistics(inviter.token)).json().data).toMatchObject({ invited: 2, registered: 0 });
  });

  it('accepts a visit to an unknown invite code without counting it anywhere', async () => {
    const response = await visit('no-such-code', 'visitor-key-one');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
  });

  it('refuses a malformed invite visit with 422', async () => {
    const inviter = await register(t.app);
    const { invite_code } = (await profile(inviter.token)).json().data;
    const shortKey = await visit(invite_code, 'short');
    expect(shortKey.statusCode).toBe(422);
    expect(shortKey.json().errors.visitor_key).toEqual(['Must be at least 8 characters']);
    expect((await visit('bad!code', 'visitor-key-one')).statusCode).toBe(422);
    expect((await statistics(inviter.token)).json().data.invited).toBe(0);
  });

  it('ignores an unknown invite code: the registration still succeeds', async () => {
    const response = await post(newAccount({ invite: 'no-such-code' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.email_verification).toBe(false);
  });

  it('refuses the 11th registration from one address within an hour with 429 and Retry-After', async () => {
    const ip = newIp();
    for (let i = 0; i < RATE_LIMITS.registerPerIp.limit; i += 1) {
      expect((await post(newAccount(), {}, ip)).statusCode).toBe(201);
    }
    const refused = await post(newAccount(), {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retry_after: expect.any(Number) });
    expect(refused.headers['retry-after']).toBe(String(refused.json().retry_after));
    expect((await post(newAccount())).statusCode).toBe(201);
    t.clock.advance(RATE_LIMITS.registerPerIp.windowS * 1000);
    expect((await post(newAccount(), {}, ip)).statusCode).toBe(201);
  });
});
