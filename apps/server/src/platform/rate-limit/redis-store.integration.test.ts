import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';
import { createRedisStore } from './redis-store.ts';

// The machine and CI run Redis on the default port; CI also names it in REDIS_URL.
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `hw:test:${randomBytes(4).toString('hex')}:`;
const store = createRedisStore(url, prefix);
const limiter = createRateLimiter(store);
const redis = new Redis(url);
afterAll(async () => {
  await store.close();
  redis.disconnect();
});

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

  it('gives exactly `limit` of many parallel takes a slot, across instances, and exactly one the last slot', async () => {
    const rule = { limit: 10, windowS: 60 };
    const second = createRedisStore(url, prefix);
    const other = createRateLimiter(second);
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 100 }, (_, i) => (i % 2 ? limiter : other).take(rule, 'burst')),
      );
      const taken = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      expect(taken).toHaveLength(rule.limit);
      expect(taken.filter((slot) => slot.isLast)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('keeps keys apart and forgets a key on reset, even on an instance that never counted it', async () => {
    const rule = { limit: 2, windowS: 60 };
    const second = createRedisStore(url, prefix);
    try {
      await limiter.consume(rule, 'account:a');
      await limiter.consume(rule, 'account:a');
      await expect(limiter.consume(rule, 'account:a')).rejects.toMatchObject({ status: 429 });
      await expect(limiter.consume(rule, 'account:b')).resolves.toBeUndefined();
      await createRateLimiter(second).reset('account:a');
      await expect(limiter.consume(rule, 'account:a')).resolves.toBeUndefined();
    } finally {
      await second.close();
    }
  });

  it('keeps each counter only for its window: Redis expires it and the key starts afresh', async () => {
    const rule = { limit: 1, windowS: 60 };
    await limiter.consume(rule, 'short');
    await expect(limiter.consume(rule, 'short')).rejects.toMatchObject({ status: 429 });
    const [key] = await redis.keys(`${prefix}*short`);
    const ttl = await redis.pttl(key!);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // Redis's own expiry, brought forward instead of waited for.
    await redis.pexpire(key!, 1);
    await vi.waitFor(async () => expect(await redis.exists(key!)).toBe(0));
    await expect(limiter.consume(rule, 'short')).resolves.toBeUndefined();
  });

  it('fails the request, not the limit, when Redis is unreachable', async () => {
    const unreachable = createRedisStore('redis://127.0.0.1:1', prefix);
    try {
      await expect(createRateLimiter(unreachable).consume({ limit: 5, windowS: 60 }, 'x')).rejects.not.toMatchObject({
        status: 429,
      });
    } finally {
      await unreachable.close().catch(() => {});
    }
  });
});
