import { RATE_LIMITS } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, mailsTo, newAccount, newIp, registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { expectRetryAfterWithin } from '../../test/retry-after.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const LOCK = RATE_LIMITS.loginFailuresPerAccount;
const WRONG = 'wrong-Password-1';

/** Each attempt from an address of its own unless a test names one: the account lock does not care where from. */
const login = (email: string, password: string, remoteAddress = newIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const failTimes = async (email: string, times: number) => {
  for (let i = 0; i < times; i += 1) {
    const response = await login(email, WRONG);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      errors: { password: ['The e-mail or password is incorrect'] },
    });
  }
};
const lockMails = async (email: string) =>
  (await mailsTo(t.database, email)).filter((mail) => mail.kind === 'sign_in_locked');

describe('sign-in limits', () => {
  it('answers each of 10 wrong passwords with 422 INVALID_CREDENTIALS; the 11th attempt, right password included, gets 429 with Retry-After', async () => {
    const { account } = await register(t.app);
    await failTimes(account.email, LOCK.limit);
    const locked = await login(account.email, account.password);
    expect(locked.statusCode).toBe(429);
    const body = locked.json();
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(LOCK.windowS);
    expect(locked.headers['retry-after']).toBe(String(body.retry_after));
    expect(body.message).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('locks the account whatever case the e-mail is typed in', async () => {
    const { account } = await register(t.app);
    await failTimes(account.email.toUpperCase(), LOCK.limit);
    expect((await login(account.email, account.password)).statusCode).toBe(429);
  });

  it('mails the owner exactly once that sign-in is locked, with a link to reset the password', async () => {
    const { account } = await register(t.app);
    await failTimes(account.email, LOCK.limit - 1);
    expect(await lockMails(account.email)).toHaveLength(0);
    await failTimes(account.email, 1);
    for (let i = 0; i < 3; i += 1) expect((await login(account.email, WRONG)).statusCode).toBe(429);
    const mails = await lockMails(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Sign-in to your account has been paused');
    const mail = await lastMailTo(t.database, account.email);
    expect(mail.kind).toBe('sign_in_locked');
    expect(mail.link).toBe('http://hushwork.test/forgot');
  });

  it('lets the right password in again once the 15-minute window has passed', async () => {
    const { account } = await register(t.app);
    await failTimes(account.email, LOCK.limit);
    t.clock.advance((LOCK.windowS - 60) * 1000);
    expect((await login(account.email, account.password)).statusCode).toBe(429);
    t.clock.advance(60 * 1000);
    const response = await login(account.email, account.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.email).toBe(account.email);
  });

  it('lifts the lock at once when the owner resets the password', async () => {
    const { account } = await register(t.app);
    await failTimes(account.email, LOCK.limit);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: account.email },
      remoteAddress: newIp(),
    });
    expect(forgot.statusCode).toBe(200);
    const { token } = await lastMailTo(t.database, account.email);
    const password = 'green-Valley-77';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password, sameAsPassword: password },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(account.email, password)).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { account } = await register(t.app);
    await failTimes(account.email, LOCK.limit - 1);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    await failTimes(account.email, LOCK.limit - 1);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    expect(await lockMails(account.email)).toHaveLength(0);
  });

  it('locks one account only: another account signs in meanwhile', async () => {
    const { account } = await register(t.app);
    const other = await register(t.app);
    await failTimes(account.email, LOCK.limit);
    expect((await login(other.account.email, other.account.password)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const { account } = await register(t.app);
    const wrongPassword = await login(account.email, WRONG);
    const unknownEmail = await login(newAccount().email, WRONG);
    expect(unknownEmail.statusCode).toBe(422);
    expect(unknownEmail.json().code).toBe('INVALID_CREDENTIALS');
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('words the wrong-password and the lock answers in the caller language (accept-language: de)', async () => {
    const { account } = await register(t.app);
    const german = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password },
        headers: { 'accept-language': 'de' },
        remoteAddress: newIp(),
      });
    const wrong = await german(WRONG);
    expect(wrong.json().errors.password[0]).not.toBe('The e-mail or password is incorrect');
    await failTimes(account.email, LOCK.limit - 1);
    const locked = await german(account.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).not.toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('counts the minutes left in the caller language: 5 минут, 3 минуты, 1 минуту; 5 minut, 3 minuty, 1 minutę', async () => {
    const expected = {
      ru: [
        'Слишком много попыток. Повторите через 5 минут.',
        'Слишком много попыток. Повторите через 3 минуты.',
        'Слишком много попыток. Повторите через 1 минуту.',
      ],
      pl: [
        'Zbyt wiele prób. Spróbuj ponownie za 5 minut.',
        'Zbyt wiele prób. Spróbuj ponownie za 3 minuty.',
        'Zbyt wiele prób. Spróbuj ponownie za 1 minutę.',
      ],
    };
    for (const [locale, wordings] of Object.entries(expected)) {
      const { account } = await register(t.app);
      const opened = t.clock.now().getTime();
      await failTimes(account.email, LOCK.limit);
      const messages: string[] = [];
      for (const leftS of [5 * 60, 3 * 60, 60]) {
        t.clock.set(new Date(opened + (LOCK.windowS - leftS) * 1000));
        const locked = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: account.email, password: account.password },
          headers: { 'accept-language': locale },
          remoteAddress: newIp(),
        });
        expect(locked.statusCode).toBe(429);
        expect(locked.json().retry_after).toBe(leftS);
        messages.push(locked.json().message);
      }
      expect(messages).toEqual(wordings);
    }
  });

  it('refuses the 61st attempt from one IP within 15 minutes with 429', async () => {
    const ip = newIp();
    const { account } = await register(t.app);
    for (let i = 0; i < RATE_LIMITS.loginPerIp.limit; i += 1) {
      expect((await login(newAccount().email, WRONG, ip)).statusCode).toBe(422);
    }
    const refused = await login(account.email, account.password, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
    expectRetryAfterWithin(refused.headers['retry-after'], RATE_LIMITS.loginPerIp.windowS);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('refuses a malformed sign-in with 422 on its fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email', password: '' },
      remoteAddress: newIp(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { email: ['Enter a valid e-mail address'], password: ['This field is required'] },
    });
  });
});
