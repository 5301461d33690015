import type { Locale } from '@hushwork/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Mailer } from '../../platform/module.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { Registry } from '../../platform/registry.ts';

/** What identity use cases need from the platform, passed in so tests control time and mail. */
export type IdentityDeps = {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  mailer: Mailer;
  /** Absolute link to a page of the site in a locale: `link('uk', '/new-password', { token })`. */
  link(locale: Locale, path: string, query?: Record<string, string>): string;
  /** The app's registry: the other modules' parts of the profile, and what they do once an address is confirmed. */
  registry: Registry;
};
