import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limit-store.ts';

// INCR and the first EXPIRE in one step, so a crash between them cannot leave a counter that never expires.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('TTL', KEYS[1])
return { count, ttl }
`;

/** Counters shared by every instance. Redis keeps real time, so windows here follow its clock. */
export function createRedisStore(url: string, prefix = 'hw:rl:'): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', () => {
    // Connection errors surface on the command that needs Redis; the client reconnects by itself.
  });
  return {
    async hit(key, windowS) {
      const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, String(windowS))) as [number, number];
      return { count, resetInS: Math.max(1, ttl) };
    },
    async peek(key) {
      const [value, ttl] = await redis
        .multi()
        .get(prefix + key)
        .ttl(prefix + key)
        .exec()
        .then((r) => r!.map(([, v]) => v));
      return { count: Number(value ?? 0), resetInS: Math.max(0, Number(ttl)) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
