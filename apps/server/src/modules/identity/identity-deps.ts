import type { Locale } from '@hushwork/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { OutgoingMail } from '../../platform/mail/enqueue-mail.ts';
import type { MailKind } from '../../platform/mail/mail-kinds.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';

/** Writes a mail to the outbox inside the caller's transaction; the worker sends it after commit. */
export type Mailer = {
  enqueue<K extends MailKind>(db: Db, mail: OutgoingMail<K>): Promise<void>;
  /** Asks the worker to look at the outbox now rather than at its next tick. */
  kick(): void;
};

/** What identity use cases need from the platform, passed in so tests control time and mail. */
export type IdentityDeps = {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  mailer: Mailer;
  /** Absolute link to a page of the site in a locale: `link('uk', '/new-password', { token })`. */
  link(locale: Locale, path: string, query?: Record<string, string>): string;
};
