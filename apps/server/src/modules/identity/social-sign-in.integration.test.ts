import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN_TOTP_SECRET } from './seeds/demo-second-factor.ts';
import { createUser } from './user.factory.ts';

let provider: OAuth2Server;
let github: Server;
let t: TestApp;
let nextUser: { sub: string; email: string; email_verified: boolean; name: string };

/** GitHub is out of reach, so its three calls are answered at the HTTP boundary, PKCE checked like GitHub does. */
function startGithubDouble(): Promise<Server> {
  const codes = new Map<string, { challenge: string; user: typeof nextUser }>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/login/oauth/authorize') {
      const code = `gh-${Math.random().toString(36).slice(2)}`;
      codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', user: nextUser });
      res.writeHead(302, {
        location: `${url.searchParams.get('redirect_uri')}?code=${code}&state=${url.searchParams.get('state')}`,
      });
      return res.end();
    }
    if (url.pathname === '/login/oauth/access_token') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const { code, code_verifier } = JSON.parse(body) as { code: string; code_verifier: string };
      const entry = codes.get(code);
      const challenge = createHash('sha256').update(code_verifier).digest('base64url');
      if (!entry || entry.challenge !== challenge) return res.end(JSON.stringify({ error: 'bad_verification_code' }));
      return res.end(JSON.stringify({ access_token: `token-${code}`, token_type: 'bearer' }));
    }
    const token = (req.headers.authorization ?? '').replace('Bearer token-', '');
    const entry = codes.get(token);
    if (!entry) {
      res.writeHead(401);
      return res.end('{}');
    }
    if (url.pathname === '/user')
      return res.end(JSON.stringify({ id: Number(entry.user.sub), login: 'octo', name: entry.user.name }));
    if (url.pathname === '/user/emails') {
      return res.end(JSON.stringify([{ email: entry.user.email, primary: true, verified: entry.user.email_verified }]));
    }
    res.writeHead(404);
    res.end('{}');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, nextUser);
  });
  github = await startGithubDouble();
  const githubUrl = `http://127.0.0.1:${(github.address() as { port: number }).port}`;
  t = await createTestApp({
    GOOGLE_CLIENT_ID: 'hushwork-google',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER: provider.issuer.url!,
    GITHUB_CLIENT_ID: 'hushwork-github',
    GITHUB_CLIENT_SECRET: 'github-secret',
    GITHUB_OAUTH_URL: githubUrl,
    GITHUB_API_URL: githubUrl,
  });
});
afterAll(async () => {
  await provider.stop();
  github.close();
});

let sequence = 0;
const person = (overrides: Partial<typeof nextUser> = {}) => {
  sequence += 1;
  return {
    sub: String(1000 + sequence),
    email: `social${sequence}-${Date.now()}@example.com`,
    email_verified: true,
    name: 'Iryna Social',
    ...overrides,
  };
};

/** Walks the flow as a browser would: our API's URL, the provider's redirect, our callback. */
async function signInWith(socialType: 'google' | 'github', query = '') {
  const start = await t.app.inject({ url: `/api/auth/social?social_type=${socialType}${query}` });
  expect(start.statusCode).toBe(200);
  const authorize = await fetch(start.json().data.url, { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location')!);
  expect(callback.pathname).toBe('/login-social');
  const state = callback.searchParams.get('state')!;
  const complete = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/social',
      payload: { code: callback.searchParams.get('code'), state },
    });
  return { response: await complete(), complete, authorizeUrl: new URL(start.json().data.url) };
}

describe('social sign-in', () => {
  it('lists only the configured providers', async () => {
    expect((await t.app.inject({ url: '/api/auth/social/providers' })).json().data.list).toEqual(['google', 'github']);
    const linkedin = await t.app.inject({ url: '/api/auth/social?social_type=linkedin' });
    expect(linkedin.statusCode).toBe(404);
    expect(linkedin.json().code).toBe('SOCIAL_PROVIDER_UNAVAILABLE');
  });

  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const start = await t.app.inject({ url: '/api/auth/social?social_type=google' });
    const url = new URL(start.json().data.url);
    expect(url.origin).toBe(new URL(provider.issuer.url!).origin);
    expect(url.searchParams.get('redirect_uri')).toBe('http://hushwork.test/login-social');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(30);
    expect(url.searchParams.get('nonce')?.length).toBeGreaterThan(30);
  });

  it('creates a verified account from a Google (OpenID Connect) sign-in, with the role asked for', async () => {
    nextUser = person();
    const { response } = await signInWith('google', '&role_id=2&redirect=/profile/password');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ is_new: true, redirect: '/profile/password' });
    expect(data.user).toMatchObject({
      email: nextUser.email,
      role_id: 2,
      email_verification: true,
      has_password: false,
    });
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(data.token) })).statusCode).toBe(200);
  });

  it('links to an existing account by verified e-mail and signs into it next time by the provider id', async () => {
    const { user, account } = await register(t.app);
    nextUser = person({ email: account.email });
    const first = (await signInWith('google')).response.json().data;
    expect(first).toMatchObject({ is_new: false });
    expect(first.user.id).toBe(user.id);
    nextUser = { ...nextUser, email: 'changed-at-provider@example.com' };
    const second = (await signInWith('google')).response.json().data;
    expect(second.user.id).toBe(user.id);
  });

  it('refuses to link or create by an e-mail the provider did not verify', async () => {
    nextUser = person({ email_verified: false });
    const { response } = await signInWith('google');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('SOCIAL_EMAIL_UNVERIFIED');
  });

  it('accepts a state once only, and not at all when it was never issued', async () => {
    nextUser = person();
    const { response, complete } = await signInWith('google');
    expect(response.statusCode).toBe(200);
    const replay = await complete();
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('SOCIAL_STATE_INVALID');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/social',
      payload: { code: 'x', state: 'y'.repeat(43) },
    });
    expect(forged.json().code).toBe('SOCIAL_STATE_INVALID');
  });

  it('signs in with GitHub by OAuth 2.0 using its verified primary e-mail', async () => {
    nextUser = person({ sub: '424242' });
    const { response, authorizeUrl } = await signInWith('github');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.email).toBe(nextUser.email);
  });

  it('refuses a GitHub account whose e-mail is not verified', async () => {
    nextUser = person({ sub: '515151', email_verified: false });
    expect((await signInWith('github')).response.json().code).toBe('SOCIAL_EMAIL_UNVERIFIED');
  });

  it('reports a provider error as a failed sign-in, not a crash', async () => {
    const start = await t.app.inject({ url: '/api/auth/social?social_type=google' });
    const state = new URL(start.json().data.url).searchParams.get('state');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/social',
      payload: { code: 'not-a-code', state },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('SOCIAL_SIGN_IN_FAILED');
  });
  it("never signs an admin in, even with the admin's verified e-mail, and links nothing", async () => {
    nextUser = person();
    await createUser(t.database.db, {
      role: 'admin',
      email: nextUser.email,
      password: 'blue-Harbor-42',
      name: 'Ada Admin',
      totpSecret: DEMO_ADMIN_TOTP_SECRET,
    });
    // Twice: the first refusal left no link behind that a second attempt could sign in by.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { response } = await signInWith('google');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'SOCIAL_SIGN_IN_NOT_FOR_ADMINS' });
      expect(response.body).not.toContain('token');
    }
  });
});
