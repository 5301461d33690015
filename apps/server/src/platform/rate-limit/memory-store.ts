import type { Clock } from '../clock.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

/** One process's counters: right for a single instance; several instances need the Redis store. */
export function createMemoryStore(clock: Clock): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= clock.now().getTime()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const remaining = (resetAt: number) => Math.max(1, Math.ceil((resetAt - clock.now().getTime()) / 1000));
  return {
    async hit(key, windowS) {
      const entry = live(key) ?? { count: 0, resetAt: clock.now().getTime() + windowS * 1000 };
      entry.count += 1;
      windows.set(key, entry);
      if (windows.size > 100_000) sweep();
      return { count: entry.count, resetInS: remaining(entry.resetAt) };
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInS: remaining(entry.resetAt) } : { count: 0, resetInS: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
  function sweep() {
    const now = clock.now().getTime();
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  }
}
