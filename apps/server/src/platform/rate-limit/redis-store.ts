import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { limitersByRule, type RateLimitStore, takeOne } from './rate-limit-store.ts';

/**
 * Counters shared by every instance. The library counts with one Lua script (create with expiry, increment, read
 * the TTL), so a crash cannot leave a counter that never expires. Redis keeps real time: windows here follow its
 * clock, not the app's.
 */
export function createRedisStore(url: string, prefix = 'hw:rl:'): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', () => {
    // Connection errors surface on the command that needs Redis; the client reconnects by itself.
  });
  // The library adds a colon between its prefix and the key.
  const keyPrefix = prefix.replace(/:$/, '');
  const limiters = limitersByRule(
    (rule) => new RateLimiterRedis({ storeClient: redis, keyPrefix, points: rule.limit, duration: rule.windowS }),
  );
  return {
    take: (rule, key) => takeOne(limiters.of(rule), key),
    async reset(key) {
      // Every rule shares the key space, so one delete forgets the key even if this instance never counted it.
      await redis.del(`${keyPrefix}:${key}`);
    },
    async close() {
      await redis.quit();
    },
  };
}
