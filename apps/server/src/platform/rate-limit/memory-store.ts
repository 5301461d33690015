import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Clock } from '../clock.ts';
import { limitersByRule, type RateLimitStore, takeOne } from './rate-limit-store.ts';

const SWEEP_ABOVE = 100_000;

/**
 * One process's counters: right for a single instance; several instances need the Redis store.
 *
 * The library times its windows by the system time; the project keeps time by its clock (tests move it instead of
 * waiting). So this store also notes when each window ends by the clock, and starts a key afresh once that has
 * passed. With the system clock the two agree.
 */
export function createMemoryStore(clock: Clock): RateLimitStore {
  const limiters = limitersByRule((rule) => ({
    id: `${rule.limit}/${rule.windowS}`,
    library: new RateLimiterMemory({ points: rule.limit, duration: rule.windowS }),
  }));
  const windowEnds = new Map<string, number>();

  function sweep(now: number) {
    for (const [id, end] of windowEnds) if (end <= now) windowEnds.delete(id);
  }

  return {
    take(rule, key) {
      const limiter = limiters.of(rule);
      const id = `${limiter.id} ${key}`;
      const now = clock.now().getTime();
      let windowEnd = windowEnds.get(id);
      // All of this runs synchronously (the memory limiter counts inside its promise's executor), so two parallel
      // takes can never both decide to open a new window.
      if (windowEnd === undefined || windowEnd <= now) {
        windowEnd = now + rule.windowS * 1000;
        windowEnds.set(id, windowEnd);
        void limiter.library.delete(key);
        if (windowEnds.size > SWEEP_ABOVE) sweep(now);
      }
      const end = windowEnd;
      return takeOne(limiter.library, key).then(({ count }) => ({
        count,
        resetInS: Math.max(1, Math.ceil((end - clock.now().getTime()) / 1000)),
      }));
    },
    async reset(key) {
      for (const limiter of limiters.all()) {
        windowEnds.delete(`${limiter.id} ${key}`);
        await limiter.library.delete(key);
      }
    },
    async close() {
      windowEnds.clear();
    },
  };
}
