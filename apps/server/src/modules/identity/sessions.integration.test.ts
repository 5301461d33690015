import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminActor, bearer, identityDepsOf, profileOf, register } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { blockUser } from './block-user.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const profile = (token: string) => profileOf(t.app, token);
const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });

describe('sessions', () => {
  it('signs in with e-mail in any case and returns a Bearer pair with the spec lifetimes', async () => {
    const { account } = await register(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email.toUpperCase(), password: account.password },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
      refresh_expires_in: REFRESH_TOKEN_TTL_S,
    });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({ email: account.email, role_id: 1, email_verification: false, status: 'pending' });
  });

  it('returns the user and its own access token to a Bearer client', async () => {
    const { token, account } = await register(t.app);
    const response = await profile(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: account.email, token });
  });

  it('answers 401 for a missing, unknown or expired access token', async () => {
    const { token } = await register(t.app);
    expect((await t.app.inject({ url: '/api/profile' })).statusCode).toBe(401);
    expect((await profile('x'.repeat(43))).statusCode).toBe(401);
    t.clock.advance((ACCESS_TOKEN_TTL_S + 1) * 1000);
    const expired = await profile(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('UNAUTHORIZED');
  });

  it('rotates the refresh token on every use; the old access token stops working', async () => {
    const { token, refresh: first } = await register(t.app);
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json().data;
    expect(next.refresh_token).not.toBe(first);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(next.token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is presented again', async () => {
    const { refresh: first } = await register(t.app);
    const second = (await refresh(first)).json().data;
    const reused = await refresh(first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('REFRESH_TOKEN_REUSED');
    expect((await profile(second.token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an expired refresh token', async () => {
    const { refresh: token } = await register(t.app);
    t.clock.advance((REFRESH_TOKEN_TTL_S + 1) * 1000);
    const response = await refresh(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('SESSION_EXPIRED');
  });

  it('ends the session at logout: the next request with the old token gets 401', async () => {
    const { token, refresh: refreshToken } = await register(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
      payload: { refresh_token: refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('ends every session of a blocked user at once and refuses their sign-in', async () => {
    const { token, user, account } = await register(t.app);
    await blockUser({ ...identityDepsOf(t), actor: adminActor(), input: { user_id: user.id } });
    expect((await profile(token)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('USER_BLOCKED');
  });

  it('accepts the session cookie, and refuses cookie-authenticated changes from another origin', async () => {
    const { token } = await register(t.app);
    const cookie = `hw_access=${token}`;
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie } })).statusCode).toBe(200);
    const profileBody = (await t.app.inject({ url: '/api/profile', headers: { cookie } })).json().data;
    expect(profileBody.token).not.toBe(token);
    expect(profileBody.token).toMatch(/^rt\./);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/me/activate',
      headers: { cookie, origin: 'https://evil.example', host: 'hushwork.test' },
    });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/me/activate',
      headers: { cookie, origin: 'http://hushwork.test', host: 'hushwork.test' },
    });
    expect(sameSite.statusCode).toBe(200);
  });
});
