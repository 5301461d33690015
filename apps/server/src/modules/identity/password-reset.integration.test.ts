import { IDENTITY, RATE_LIMITS } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminActor,
  bearer,
  identityDepsOf,
  lastMailTo,
  mailsTo,
  newAccount,
  newIp,
  profileOf,
  registerFromNewIp as register,
} from '../../test/identity-helpers.ts';
import { expectRetryAfterWithin } from '../../test/retry-after.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { blockUser } from './block-user.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const NEW_PASSWORD = 'green-Valley-77';

const profile = (token: string) => profileOf(t.app, token);
/** Each request from an address of its own unless a test names one, so only the limit under test counts. */
const forgot = (email: string, remoteAddress = newIp()) =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress });
const reset = (token: string, password = NEW_PASSWORD, sameAsPassword = password) =>
  t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password, sameAsPassword } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: newIp() });
const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });
/** Asks for a reset link and returns the token from the mail, as the owner would click it. */
const resetTokenFor = async (email: string) => {
  expect((await forgot(email)).statusCode).toBe(200);
  const mail = await lastMailTo(t.database, email);
  expect(mail.kind).toBe('reset_password');
  return mail.token as string;
};

describe('password reset', () => {
  it('answers 404 USER_NOT_FOUND for an e-mail nobody registered', async () => {
    const response = await forgot(newAccount().email);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('USER_NOT_FOUND');
  });

  it('answers 404 USER_NOT_FOUND for an account its owner deleted', async () => {
    const { account, token } = await register(t.app);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: bearer(token),
      payload: { password: account.password },
    });
    expect(deleted.statusCode).toBe(200);
    const response = await forgot(account.email);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('USER_NOT_FOUND');
  });

  it('refuses a link to a blocked account with 403 USER_BLOCKED, and a link mailed before the block', async () => {
    const { account, user } = await register(t.app);
    const link = await resetTokenFor(account.email);
    await blockUser({ ...identityDepsOf(t), actor: adminActor(), input: { user_id: user.id } });
    const asked = await forgot(account.email);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().code).toBe('USER_BLOCKED');
    const used = await reset(link);
    expect(used.statusCode).toBe(403);
    expect(used.json().code).toBe('USER_BLOCKED');
  });

  it('refuses an invalid e-mail with 422 on email', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['Enter a valid e-mail address']);
  });

  it('mails a link to /new-password for a known e-mail, typed in any case', async () => {
    const { account } = await register(t.app);
    const response = await forgot(account.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    const mail = await lastMailTo(t.database, account.email);
    expect(mail.kind).toBe('reset_password');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.link).toMatch(/^http:\/\/hushwork\.test\/new-password\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('mails the link in the owner’s language', async () => {
    const { account } = await register(t.app, {}, 'pl');
    await forgot(account.email);
    const mail = await lastMailTo(t.database, account.email);
    expect(mail.locale).toBe('pl');
    expect(mail.subject).not.toBe('Reset your password');
    expect(mail.link).toMatch(/^http:\/\/hushwork\.test\/pl\/new-password\?token=/);
  });

  it('sets the new password: the old one no longer signs in, the new one does', async () => {
    const { account } = await register(t.app);
    const response = await reset(await resetTokenFor(account.email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    const old = await login(account.email, account.password);
    expect(old.statusCode).toBe(422);
    expect(old.json().code).toBe('INVALID_CREDENTIALS');
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every session that existed before the reset', async () => {
    const { account, token, refresh: refreshToken } = await register(t.app);
    const second = (await login(account.email, account.password)).json().data;
    expect((await profile(second.token)).statusCode).toBe(200);
    await reset(await resetTokenFor(account.email));
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(second.token)).statusCode).toBe(401);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('confirms the e-mail address, since the link reached it', async () => {
    const { account } = await register(t.app);
    await reset(await resetTokenFor(account.email));
    const signedIn = await login(account.email, NEW_PASSWORD);
    expect(signedIn.json().data.user.email_verification).toBe(true);
  });

  it('tells the owner by mail that the password was changed', async () => {
    const { account } = await register(t.app);
    await reset(await resetTokenFor(account.email));
    const mail = await lastMailTo(t.database, account.email);
    expect(mail.kind).toBe('password_changed');
    expect(mail.subject).toBe('Your password has been changed');
    expect((await mailsTo(t.database, account.email)).map((m) => m.kind)).toEqual([
      'verify_email',
      'reset_password',
      'password_changed',
    ]);
  });

  it('lets a link work once: the second use gets 410 TOKEN_INVALID and changes nothing', async () => {
    const { account } = await register(t.app);
    const link = await resetTokenFor(account.email);
    expect((await reset(link)).statusCode).toBe(200);
    const again = await reset(link, 'other-Password-9');
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('TOKEN_INVALID');
    expect((await login(account.email, 'other-Password-9')).statusCode).toBe(422);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link after IDENTITY.passwordResetTtlS with 410 TOKEN_EXPIRED; the old password still works', async () => {
    const { account } = await register(t.app);
    const link = await resetTokenFor(account.email);
    t.clock.advance((IDENTITY.passwordResetTtlS + 1) * 1000);
    const response = await reset(link);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('makes an earlier link worthless once a newer one is mailed', async () => {
    const { account } = await register(t.app);
    const first = await resetTokenFor(account.email);
    const second = await resetTokenFor(account.email);
    const old = await reset(first);
    expect(old.statusCode).toBe(410);
    expect(old.json().code).toBe('TOKEN_INVALID');
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('answers 410 TOKEN_INVALID for a token that was never issued', async () => {
    const response = await reset('A'.repeat(43));
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('TOKEN_INVALID');
  });

  it('refuses a common password with the passwordCommon message; the link still works afterwards', async () => {
    const { account } = await register(t.app);
    const link = await resetTokenFor(account.email);
    const response = await reset(link, 'qwerty123');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { password: ['This password is too common. Please choose another one.'] },
    });
    expect((await login(account.email, 'qwerty123')).statusCode).toBe(422);
    expect((await reset(link)).statusCode).toBe(200);
  });

  it.each([
    ['shorter than 8', 'ab1', 'ab1', 'password', 'Must be at least 8 characters'],
    ['without a digit', 'blueHarbor', 'blueHarbor', 'password', 'Use letters and at least one digit'],
    ['repeated differently', NEW_PASSWORD, 'green-Valley-78', 'sameAsPassword', 'The passwords do not match'],
  ])(
    'refuses a new password %s with 422 and the message on its field',
    async (_, password, sameAsPassword, field, message) => {
      const { account } = await register(t.app);
      const link = await resetTokenFor(account.email);
      const response = await reset(link, password, sameAsPassword);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
      expect((await reset(link)).statusCode).toBe(200);
    },
  );

  it('refuses the 4th request for one address within an hour with 429, from any IP; others are unaffected', async () => {
    const { account } = await register(t.app);
    const other = await register(t.app);
    for (let i = 0; i < RATE_LIMITS.forgotPasswordPerEmail.limit; i += 1) {
      expect((await forgot(account.email)).statusCode).toBe(200);
    }
    const refused = await forgot(account.email.toUpperCase());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retry_after: expect.any(Number) });
    expect(refused.headers['retry-after']).toBe(String(refused.json().retry_after));
    expect((await mailsTo(t.database, account.email)).filter((mail) => mail.kind === 'reset_password')).toHaveLength(
      RATE_LIMITS.forgotPasswordPerEmail.limit,
    );
    expect((await forgot(other.account.email)).statusCode).toBe(200);
    t.clock.advance(RATE_LIMITS.forgotPasswordPerEmail.windowS * 1000);
    expect((await forgot(account.email)).statusCode).toBe(200);
  });

  it('refuses the 11th request from one IP within an hour with 429', async () => {
    const ip = newIp();
    for (let i = 0; i < RATE_LIMITS.forgotPasswordPerIp.limit; i += 1) {
      expect((await forgot(newAccount().email, ip)).statusCode).toBe(404);
    }
    const { account } = await register(t.app);
    const refused = await forgot(account.email, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
    expectRetryAfterWithin(refused.headers['retry-after'], RATE_LIMITS.forgotPasswordPerIp.windowS);
    expect((await forgot(account.email)).statusCode).toBe(200);
  });
});
