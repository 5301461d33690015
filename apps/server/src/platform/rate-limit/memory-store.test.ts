import { describe, expect, it } from 'vitest';
import { createTestClock } from '../clock.ts';
import { createMemoryStore } from './memory-store.ts';
import { createRateLimiter } from './rate-limiter.ts';

const RULE = { limit: 3, windowS: 60 };

describe('in-process rate-limit counters', () => {
  it('counts within a window that starts at the first event and ends by the clock', async () => {
    const clock = createTestClock();
    const store = createMemoryStore(clock);
    expect(await store.take(RULE, 'k')).toEqual({ count: 1, resetInS: 60 });
    clock.advance(45_000);
    expect(await store.take(RULE, 'k')).toEqual({ count: 2, resetInS: 15 });
    clock.advance(15_000);
    expect(await store.take(RULE, 'k')).toEqual({ count: 1, resetInS: 60 });
  });

  it('gives exactly `limit` of many parallel takes a slot, and exactly one of them the last slot', async () => {
    const limiter = createRateLimiter(createMemoryStore(createTestClock()));
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => limiter.take(RULE, 'burst')));
    const taken = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(taken).toHaveLength(RULE.limit);
    expect(taken.filter((slot) => slot.isLast)).toHaveLength(1);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refused).toHaveLength(50 - RULE.limit);
    expect(refused[0]).toMatchObject({ status: 429, options: { headers: { 'retry-after': '60' } } });
  });

  it('forgets a key on reset, under every rule, and keeps other keys', async () => {
    const clock = createTestClock();
    const limiter = createRateLimiter(createMemoryStore(clock));
    const other = { limit: 1, windowS: 600 };
    for (let i = 0; i < RULE.limit; i += 1) await limiter.consume(RULE, 'a');
    await limiter.consume(other, 'b');
    await limiter.consume(other, 'a');
    await expect(limiter.consume(RULE, 'a')).rejects.toMatchObject({ status: 429 });
    await limiter.reset('a');
    await expect(limiter.consume(RULE, 'a')).resolves.toBeUndefined();
    await expect(limiter.consume(other, 'a')).resolves.toBeUndefined();
    await expect(limiter.consume(other, 'b')).rejects.toMatchObject({ status: 429 });
  });
});
