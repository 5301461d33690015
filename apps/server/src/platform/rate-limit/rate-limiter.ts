import type { RateLimitRule } from '@hushwork/contract';
import { AppError } from '../http/app-error.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const tooMany = (retryAfterS: number) =>
  new AppError('TOO_MANY_REQUESTS', {
    status: 429,
    messageKey: 'errors:TOO_MANY_REQUESTS_WAIT',
    params: { minutes: Math.max(1, Math.ceil(retryAfterS / 60)) },
    headers: { 'retry-after': String(retryAfterS) },
    retryAfterS,
  });

export function createRateLimiter(store: RateLimitStore) {
  return {
    /** Counts one event and refuses it with 429 and Retry-After once the rule's limit is passed. */
    async consume(rule: RateLimitRule, key: string): Promise<void> {
      const { count, resetInS } = await store.hit(key, rule.windowS);
      if (count > rule.limit) throw tooMany(resetInS);
    },
    /** Refuses when the limit is already reached, without counting (sign-in checks before it knows the outcome). */
    async assertBelow(rule: RateLimitRule, key: string): Promise<void> {
      const { count, resetInS } = await store.peek(key);
      if (count >= rule.limit) throw tooMany(resetInS);
    },
    /** Counts a failure; true when this one reached the limit (the moment to warn the owner). */
    async countFailure(rule: RateLimitRule, key: string): Promise<boolean> {
      const { count } = await store.hit(key, rule.windowS);
      return count === rule.limit;
    },
    reset: (key: string) => store.reset(key),
    close: () => store.close(),
  };
}
