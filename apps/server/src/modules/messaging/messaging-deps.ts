import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { Registry } from '../../platform/registry.ts';
import type { RoomEvents } from './room-events.ts';

/** The services messaging's use cases share, from the module context. */
/** `registry` is the app's: the candidates' consent rules read through it what a company may see of a candidate. */
export type MessagingDeps = { db: Db; clock: Clock; limiter: RateLimiter; events: RoomEvents; registry: Registry };
