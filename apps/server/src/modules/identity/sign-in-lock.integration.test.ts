import { randomBytes } from 'node:crypto';
import { RATE_LIMITS } from '@hushwork/contract';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestClock, type TestClock } from '../../platform/clock.ts';
import { createMemoryStore } from '../../platform/rate-limit/memory-store.ts';
import { createRedisStore } from '../../platform/rate-limit/redis-store.ts';
import { bearer, newIp, registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { watchedLogger } from '../../test/logged-warnings.ts';
import { createTestDatabase } from '../../test/test-database.ts';

// The machine and CI run Redis on the default port; CI also names it in REDIS_URL.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOCK = RATE_LIMITS.loginFailuresPerAccount;
const WRONG = 'wrong-Password-1';
const BURST = 200;

type Store = 'memory' | 'redis';

async function appWith(store: Store): Promise<{ app: FastifyInstance; clock: TestClock; prefix: string }> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://hushwork.test' });
  const clock = createTestClock(new Date());
  // A prefix of its own, so this run never meets another run's counters in a shared Redis.
  const prefix = `hw:test:${randomBytes(4).toString('hex')}:`;
  const rateLimitStore = store === 'memory' ? createMemoryStore(clock) : createRedisStore(REDIS_URL, prefix);
  const app = await buildApp({ config, database, clock, rateLimitStore, logger: watchedLogger() }, { web: false });
  await app.ready();
  afterAll(() => app.close());
  return { app, clock, prefix };
}

/** Each request from an address of its own: the per-IP limit must not be what stops the burst. */
const login = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: newIp() });

const statuses = (responses: { statusCode: number }[]) => {
  const count: Record<number, number> = {};
  for (const { statusCode } of responses) count[statusCode] = (count[statusCode] ?? 0) + 1;
  return count;
};

/** The answers that verified a password: every answer but the lock's 429 did. */
const verified = (responses: { statusCode: number }[]) => responses.filter((r) => r.statusCode !== 429).length;

describe.each<Store>(['memory', 'redis'])('the sign-in lock under concurrency (%s counters)', (store) => {
  let app: FastifyInstance;
  let clock: TestClock;
  let prefix: string;
  beforeAll(async () => {
    ({ app, clock, prefix } = await appWith(store));
  });

  /** Ends the lock's window: the test clock for memory counters, Redis's own expiry for Redis (no sleeping). */
  async function passTheWindow(email: string) {
    if (store === 'memory') {
      clock.advance(LOCK.windowS * 1000);
      return;
    }
    const redis = new Redis(REDIS_URL);
    try {
      const keys = (await redis.keys(`${prefix}*`)).filter((key) => key.includes(email));
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        // The counter expires by itself within the window, never later.
        const ttl = await redis.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(LOCK.windowS * 1000);
        await redis.pexpire(key, 1);
      }
      await vi.waitFor(async () => expect(await redis.exists(...keys)).toBe(0));
    } finally {
      redis.disconnect();
    }
  }

  it(`verifies at most ${LOCK.limit} of ${BURST} concurrent wrong passwords, then refuses the right one until the window passes`, async () => {
    const { account } = await register(app);
    const responses = await Promise.all(Array.from({ length: BURST }, () => login(app, account.email, WRONG)));
    expect(verified(responses)).toBeLessThanOrEqual(LOCK.limit);
    expect(statuses(responses)).toEqual({ 422: LOCK.limit, 429: BURST - LOCK.limit });

    const locked = await login(app, account.email, account.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(LOCK.windowS);

    await passTheWindow(account.email);
    expect((await login(app, account.email, account.password)).statusCode).toBe(200);
  }, 60_000);

  it(`lets ${BURST} concurrent wrong current passwords on change-password check at most ${LOCK.limit}, and the same lock then stops sign-in and deleting the profile`, async () => {
    const { account, token } = await register(app);
    const change = (current_password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/me/change-password',
        headers: bearer(token),
        payload: { current_password, password: 'new-Harbor-77', sameAsPassword: 'new-Harbor-77' },
        remoteAddress: newIp(),
      });
    const responses = await Promise.all(Array.from({ length: BURST }, () => change(WRONG)));
    expect(verified(responses)).toBeLessThanOrEqual(LOCK.limit);
    expect(statuses(responses)).toEqual({ 422: LOCK.limit, 429: BURST - LOCK.limit });

    expect((await change(account.password)).statusCode).toBe(429);
    expect((await login(app, account.email, account.password)).statusCode).toBe(429);
    const deletion = await app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: bearer(token),
      payload: { password: account.password },
    });
    expect(deletion.statusCode).toBe(429);

    await passTheWindow(account.email);
    expect((await change(account.password)).statusCode).toBe(200);
  }, 60_000);
});
