import type { RateLimitRule } from '@hushwork/contract';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';

/** Where the count of one key stands after taking an event: over the rule's limit when `count > rule.limit`. */
export type RateLimitCount = { count: number; resetInS: number };

/**
 * Counts events per key in fixed windows that start with the key's first event (rate-limiter-flexible underneath).
 * Taking is one atomic step, so parallel requests can never all see room for one more. Keys name their purpose
 * (`login:ip:…`, `login:fail:…`), so a key is only ever counted under one rule.
 */
export type RateLimitStore = {
  take(rule: RateLimitRule, key: string): Promise<RateLimitCount>;
  /** Forgets the key's count, whatever rule counted it. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * Consumes one point. The library rejects with its result once the limit is passed (a count, not a failure), and
 * with an Error when its store fails (that one fails the request).
 */
export async function takeOne(limiter: RateLimiterAbstract, key: string): Promise<RateLimitCount> {
  const result = await limiter.consume(key).catch((rejection: unknown) => {
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  });
  return { count: result.consumedPoints, resetInS: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
}

/** One library limiter per rule, made on first use; every rule's counters share the store's key space. */
export function limitersByRule<L>(make: (rule: RateLimitRule) => L) {
  const limiters = new Map<string, L>();
  return {
    of(rule: RateLimitRule): L {
      const id = `${rule.limit}/${rule.windowS}`;
      let limiter = limiters.get(id);
      if (!limiter) {
        limiter = make(rule);
        limiters.set(id, limiter);
      }
      return limiter;
    },
    all: () => [...limiters.values()],
  };
}
