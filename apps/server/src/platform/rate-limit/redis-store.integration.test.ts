import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';
import { createRedisStore } from './redis-store.ts';

// The machine and CI run Redis on the default port; CI also names it in REDIS_URL.
const store = createRedisStore(
  process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  `hw:test:${randomBytes(4).toString('hex')}:`,
);
const limiter = createRateLimiter(store);
afterAll(() => store.close());

describe('rate limits counted in Redis', () => {
  it('refuses the event past the limit with 429 and a Retry-After inside the window', async () => {
    const rule = { limit: 3, windowS: 60 };
    for (let i = 0; i < 3; i++) await limiter.consume(rule, 'ip:1');
    const error = await limiter
      .consume(rule, 'ip:1')
      .catch((e: unknown) => e as { status: number; options: { headers: Record<string, string> } });
    expect(error).toMatchObject({ status: 429 });
    const retryAfter = Number(
      (error as { options: { headers: Record<string, string> } }).options.headers['retry-after'],
    );
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('keeps keys apart, shares counts between instances, and forgets a key on reset', async () => {
    const rule = { limit: 2, windowS: 60 };
    const other = createRateLimiter(store);
    await limiter.consume(rule, 'account:a');
    await other.consume(rule, 'account:a');
    await expect(limiter.assertBelow(rule, 'account:a')).rejects.toMatchObject({ status: 429 });
    await expect(limiter.assertBelow(rule, 'account:b')).resolves.toBeUndefined();
    await limiter.reset('account:a');
    await expect(limiter.assertBelow(rule, 'account:a')).resolves.toBeUndefined();
  });

  it('tells exactly once that a failure reached the limit', async () => {
    const rule = { limit: 3, windowS: 60 };
    const reached = [];
    for (let i = 0; i < 5; i++) reached.push(await limiter.countFailure(rule, 'login:x'));
    expect(reached).toEqual([false, false, true, false, false]);
  });

  it('lets the window expire by itself', async () => {
    const rule = { limit: 1, windowS: 1 };
    await limiter.consume(rule, 'short');
    await expect(limiter.consume(rule, 'short')).rejects.toMatchObject({ status: 429 });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await expect(limiter.consume(rule, 'short')).resolves.toBeUndefined();
  });
});
