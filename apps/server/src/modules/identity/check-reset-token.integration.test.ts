import { IDENTITY } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminActor,
  identityDepsOf,
  lastMailTo,
  newIp,
  registerFromNewIp as register,
} from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { blockUser } from './block-user.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const NEW_PASSWORD = 'green-Valley-77';
const check = (token: string) => t.app.inject({ method: 'POST', url: '/api/reset-password/check', payload: { token } });
const reset = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token, password: NEW_PASSWORD, sameAsPassword: NEW_PASSWORD },
  });
const resetTokenFor = async (email: string) => {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { email },
    remoteAddress: newIp(),
  });
  expect(asked.statusCode).toBe(200);
  return (await lastMailTo(t.database, email)).token as string;
};

describe('checking a password-reset link before showing its form', () => {
  it('answers 200 for a fresh link and leaves it usable, however often it is checked', async () => {
    const { account } = await register(t.app);
    const link = await resetTokenFor(account.email);
    expect((await check(link)).statusCode).toBe(200);
    expect((await check(link)).statusCode).toBe(200);
    expect((await reset(link)).statusCode).toBe(200);
  });

  it('answers 410 TOKEN_INVALID for a link that was already used, in the caller language', async () => {
    const { account } = await register(t.app);
    const link = await resetTokenFor(account.email);
    expect((await reset(link)).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password/check',
      payload: { token: link },
      headers: { 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('TOKEN_INVALID');
    expect(response.json().message).not.toBe('This link is no longer valid. Please ask for a new one.');
  });

  it('answers 410 TOKEN_INVALID for an unknown token and for a link a newer one replaced', async () => {
    expect((await check('bogus')).json().code).toBe('TOKEN_INVALID');
    const { account } = await register(t.app);
    const older = await resetTokenFor(account.email);
    await resetTokenFor(account.email);
    const response = await check(older);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('TOKEN_INVALID');
  });

  it('answers 403 USER_BLOCKED for a link to an account blocked since', async () => {
    const { account, user } = await register(t.app);
    const link = await resetTokenFor(account.email);
    await blockUser({ ...identityDepsOf(t), actor: adminActor(), input: { user_id: user.id } });
    const response = await check(link);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('USER_BLOCKED');
  });

  it('refuses a missing token with 422', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/reset-password/check', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.token).toEqual(['This field is required']);
  });

  // Last: it moves the shared clock past every link issued above.
  it('answers 410 TOKEN_EXPIRED for a link older than its lifetime', async () => {
    const { account } = await register(t.app);
    const link = await resetTokenFor(account.email);
    t.clock.advance((IDENTITY.passwordResetTtlS + 1) * 1000);
    const response = await check(link);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
  });
});
