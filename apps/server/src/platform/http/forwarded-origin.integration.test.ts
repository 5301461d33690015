import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { newIp, register } from '../../test/identity-helpers.ts';
import { watchedLogger } from '../../test/logged-warnings.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createTestClock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { createMemoryStore } from '../rate-limit/memory-store.ts';
import { createRequestOrigin, isHttpsOrigin } from './public-origin.ts';

const PROXY = '10.0.0.7';
const STRANGER = '203.0.113.9';

/**
 * The app as configured by `env`, plus one route that answers what the pages would be built on for a request: the
 * origin the React Router request URL gets, and with it whether session cookies are `Secure`.
 */
let database: Database | undefined;
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  // One database for the file's apps: they differ in configuration only, and each test registers its own people.
  database ??= await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUSTED_PROXIES: PROXY, ...env });
  const clock = createTestClock(new Date());
  const app = await buildApp(
    { config, database, clock, rateLimitStore: createMemoryStore(clock), logger: watchedLogger() },
    { web: false },
  );
  const originOf = createRequestOrigin(config);
  app.get('/test/page-origin', async (request) => {
    const origin = originOf(request);
    return { origin, secure_cookies: isHttpsOrigin(origin) };
  });
  await app.ready();
  afterAll(() => app.close());
  return app;
}

/** A cookie-authenticated change (activating one's profile) sent with `headers` from `remoteAddress`. */
async function cookiePost(app: FastifyInstance, remoteAddress: string, headers: Record<string, string>) {
  const { token } = await register(app, {}, 'en', newIp());
  return app.inject({
    method: 'POST',
    url: '/api/me/activate',
    remoteAddress,
    headers: { cookie: `hw_access=${token}`, ...headers },
  });
}

const pageOrigin = async (app: FastifyInstance, remoteAddress: string, headers: Record<string, string>) =>
  (await app.inject({ url: '/test/page-origin', remoteAddress, headers })).json();

describe('behind a TLS proxy, with PUBLIC_URL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ PUBLIC_URL: 'https://hushwork.example' });
  });

  it('accepts a change from the public origin relayed by the proxy over plain http', async () => {
    const response = await cookiePost(app, PROXY, {
      host: 'app-1.internal:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'hushwork.example',
      origin: 'https://hushwork.example',
    });
    expect(response.statusCode).toBe(200);
  });

  it('compares scheme and port too, not only the host', async () => {
    for (const origin of ['http://hushwork.example', 'https://hushwork.example:8443', 'https://evil.example']) {
      const response = await cookiePost(app, PROXY, { host: 'hushwork.example', origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('keeps checking against PUBLIC_URL when an untrusted sender forges the forwarded origin', async () => {
    const response = await cookiePost(app, STRANGER, {
      host: 'evil.example',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'evil.example',
      origin: 'http://evil.example',
    });
    expect(response.statusCode).toBe(403);
    expect(await pageOrigin(app, STRANGER, { host: 'evil.example', 'x-forwarded-proto': 'http' })).toEqual({
      origin: 'https://hushwork.example',
      secure_cookies: true,
    });
  });

  it('sends Strict-Transport-Security on every response', async () => {
    const response = await app.inject({ url: '/api/health', remoteAddress: STRANGER });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('without PUBLIC_URL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ PUBLIC_URL: '' });
  });
  const forged = { host: 'hushwork.test', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };

  it('believes the forwarded scheme and host from a trusted proxy: https pages, Secure cookies, HSTS', async () => {
    expect(await pageOrigin(app, PROXY, forged)).toEqual({ origin: 'https://evil.example', secure_cookies: true });
    const health = await app.inject({ url: '/api/health', remoteAddress: PROXY, headers: forged });
    expect(health.headers['strict-transport-security']).toContain('max-age=');
    expect((await cookiePost(app, PROXY, { ...forged, origin: 'https://evil.example' })).statusCode).toBe(200);
  });

  it('changes nothing when an untrusted address forges X-Forwarded-Proto and X-Forwarded-Host', async () => {
    expect(await pageOrigin(app, STRANGER, forged)).toEqual({ origin: 'http://hushwork.test', secure_cookies: false });
    const health = await app.inject({ url: '/api/health', remoteAddress: STRANGER, headers: forged });
    expect(health.headers['strict-transport-security']).toBeUndefined();
    expect((await cookiePost(app, STRANGER, { ...forged, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await cookiePost(app, STRANGER, { ...forged, origin: 'http://hushwork.test' })).statusCode).toBe(200);
  });
});
