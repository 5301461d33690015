import { IDENTITY, RATE_LIMITS } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMailTo, profileOf, registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const profile = (token: string) => profileOf(t.app, token);
const verify = (token: string) => t.app.inject({ url: `/api/auth/email-verify/${token}` });
const sendAgain = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/send-verification-email',
    headers: token ? bearer(token) : {},
  });
const linkTokenOf = async (email: string) => {
  const mail = await lastMailTo(t.database, email);
  expect(mail.kind).toBe('verify_email');
  return mail.token as string;
};

describe('e-mail verification', () => {
  it('confirms the address with the token from the mailed link; the profile then shows it', async () => {
    const { account, token } = await register(t.app);
    const response = await verify(await linkTokenOf(account.email));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: account.email, email_verification: true });
    expect((await profile(token)).json().data.email_verification).toBe(true);
  });

  it('shows the address as confirmed on the next sign-in too', async () => {
    const { account } = await register(t.app);
    await verify(await linkTokenOf(account.email));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.json().data.user.email_verification).toBe(true);
  });

  it('lets a link work once: the second use gets 410 TOKEN_INVALID', async () => {
    const { account } = await register(t.app);
    const link = await linkTokenOf(account.email);
    expect((await verify(link)).statusCode).toBe(200);
    const again = await verify(link);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      code: 'TOKEN_INVALID',
      message: 'This link is no longer valid. Please ask for a new one.',
    });
  });

  it('refuses a link after IDENTITY.emailVerifyTtlS with 410 TOKEN_EXPIRED; the address stays unconfirmed', async () => {
    const { account } = await register(t.app);
    const link = await linkTokenOf(account.email);
    t.clock.advance((IDENTITY.emailVerifyTtlS + 1) * 1000);
    const response = await verify(link);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'This link has expired. Please ask for a new one.',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.json().data.user.email_verification).toBe(false);
  });

  it('still accepts a link just before it expires', async () => {
    const { account } = await register(t.app);
    const link = await linkTokenOf(account.email);
    t.clock.advance((IDENTITY.emailVerifyTtlS - 1) * 1000);
    const response = await verify(link);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email_verification).toBe(true);
  });

  it('answers 410 TOKEN_INVALID for a token that was never issued, and 422 for a malformed one', async () => {
    const unknown = await verify('A'.repeat(43));
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json().code).toBe('TOKEN_INVALID');
    const malformed = await verify('short');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
  });

  it('mails a new link on request; the earlier link stops working', async () => {
    const { account, token } = await register(t.app);
    const first = await linkTokenOf(account.email);
    const response = await sendAgain(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    const second = await linkTokenOf(account.email);
    expect(second).not.toBe(first);
    const old = await verify(first);
    expect(old.statusCode).toBe(410);
    expect(old.json().code).toBe('TOKEN_INVALID');
    expect((await verify(second)).statusCode).toBe(200);
    expect((await profile(token)).json().data.email_verification).toBe(true);
  });

  it('mails the new link in the user’s language', async () => {
    const { account, token } = await register(t.app, {}, 'de');
    await sendAgain(token);
    const mail = await lastMailTo(t.database, account.email);
    expect(mail.locale).toBe('de');
    expect(mail.subject).not.toBe('Confirm your email address');
    expect(mail.link).toMatch(/^http:\/\/hushwork\.test\/de\/email-verify\?token=/);
  });

  it('asks a guest to sign in: 401 UNAUTHORIZED', async () => {
    const response = await sendAgain();
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('refuses to send a link for an address already confirmed: 409 EMAIL_ALREADY_VERIFIED', async () => {
    const { account, token } = await register(t.app);
    await verify(await linkTokenOf(account.email));
    const response = await sendAgain(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_ALREADY_VERIFIED',
      message: 'Your e-mail address is already confirmed',
    });
  });

  it('refuses the 6th link within an hour with 429, Retry-After and retry_after; an hour later it sends again', async () => {
    const { token } = await register(t.app);
    for (let i = 0; i < RATE_LIMITS.sendVerificationPerUser.limit; i += 1) {
      expect((await sendAgain(token)).statusCode).toBe(200);
    }
    const refused = await sendAgain(token);
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(RATE_LIMITS.sendVerificationPerUser.windowS);
    expect(refused.headers['retry-after']).toBe(String(body.retry_after));
    expect(body.message).toBe('Too many attempts. Please try again in 60 minutes.');

    const other = await register(t.app);
    expect((await sendAgain(other.token)).statusCode).toBe(200);

    t.clock.advance(RATE_LIMITS.sendVerificationPerUser.windowS * 1000);
    expect((await sendAgain(token)).statusCode).toBe(200);
  });
});
