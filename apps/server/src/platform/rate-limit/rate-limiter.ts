import type { RateLimitRule } from '@hushwork/contract';
import { AppError } from '../http/app-error.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const tooMany = (retryAfterS: number) =>
  new AppError('TOO_MANY_REQUESTS', {
    messageKey: 'errors:TOO_MANY_REQUESTS_WAIT',
    params: { count: Math.max(1, Math.ceil(retryAfterS / 60)) },
    headers: { 'retry-after': String(retryAfterS) },
    retryAfterS,
  });

export function createRateLimiter(store: RateLimitStore) {
  /**
   * Takes one slot of the rule's window for `key`, atomically, and refuses with 429 and Retry-After when none is
   * left. Take it BEFORE the work it guards (a password check): counting after would let a parallel burst all
   * pass. `isLast` is true for exactly one caller per window, the one that took the last slot.
   */
  async function take(rule: RateLimitRule, key: string): Promise<{ isLast: boolean }> {
    const { count, resetInS } = await store.take(rule, key);
    if (count > rule.limit) throw tooMany(resetInS);
    return { isLast: count === rule.limit };
  }
  return {
    take,
    /** Counts one event and refuses it with 429 and Retry-After once the rule's limit is passed. */
    async consume(rule: RateLimitRule, key: string): Promise<void> {
      await take(rule, key);
    },
    /** Forgets a key's count (a slot given back, a lock lifted). */
    reset: (key: string) => store.reset(key),
    close: () => store.close(),
  };
}
