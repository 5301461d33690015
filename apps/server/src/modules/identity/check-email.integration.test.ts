import { RATE_LIMITS } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, newIp, registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** From 127.0.0.1, inject's default address, unless a test names another. */
const check = (email: unknown, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/check-email', payload: { email }, remoteAddress });

describe('check e-mail', () => {
  it('answers is_available true for an e-mail nobody registered', async () => {
    const response = await check(newAccount().email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { is_available: true } });
  });

  it('answers is_available false for a registered e-mail, in any case and with spaces around it', async () => {
    const { account } = await register(t.app);
    expect((await check(account.email)).json()).toEqual({ data: { is_available: false } });
    expect((await check(account.email.toUpperCase())).json().data.is_available).toBe(false);
    expect((await check(` ${account.email} `)).json().data.is_available).toBe(false);
  });

  it.each([
    ['an invalid e-mail', 'not-an-email', 'Enter a valid e-mail address'],
    ['an empty e-mail', '', 'This field is required'],
    ['a number', 42, 'This value has the wrong type'],
  ])('refuses %s with 422 on email', async (_, email, message) => {
    const response = await check(email);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { email: [message] } });
  });

  it('refuses an unknown field with 422', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      payload: { email: newAccount().email, role_id: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.role_id).toEqual(['This field is not accepted']);
  });

  it('refuses the 31st check from one IP within 10 minutes with 429; other IPs and, later, this one are answered', async () => {
    const rule = RATE_LIMITS.checkEmailPerIp;
    t.clock.advance(rule.windowS * 1000);
    for (let i = 0; i < rule.limit; i += 1) expect((await check(newAccount().email)).statusCode).toBe(200);
    const refused = await check(newAccount().email);
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(rule.windowS);
    expect(refused.headers['retry-after']).toBe(String(body.retry_after));
    expect((await check(newAccount().email, newIp())).statusCode).toBe(200);
    t.clock.advance(rule.windowS * 1000);
    expect((await check(newAccount().email)).statusCode).toBe(200);
  });
});
