import type { Locale, TMailingMode, TMailingStatus, TMyMailing } from '@hushwork/contract';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { MailCatalog } from '../../../platform/mail/mail-kinds.ts';

/** What sending a paid mailing needs: the app's mail catalog, its clock, and absolute links for the mails. */
export type MailingSendDeps = {
  mails: MailCatalog;
  clock: Clock;
  link: (locale: Locale, path: string, query?: Record<string, string>) => string;
};

/** A seeker's mailing as billing needs it to take its payment. */
export type PayableMailing = { id: number; mode: TMailingMode; status: TMailingStatus };

/**
 * Resume mailing lives with the resumes, which load after billing: billing asks it through this port whose
 * mailing a payment is for, and tells it, in the webhook's transaction, when the provider says it is paid or ended.
 */
export type ResumeMailings = {
  /** The user's own mailing, or null (missing, another user's: the same answer). */
  mailingOf(db: Db, userId: number, mailingId: number): Promise<PayableMailing | null>;
  listOf(db: Db, userId: number): Promise<TMyMailing[]>;
  /** Paid (a one-time one, or an `auto` one's period to `paidUntil`): it becomes active and sends. */
  paid(db: Db, payment: { mailing_id: number; paid_until: Date | null }, deps: MailingSendDeps): Promise<void>;
  /** An `auto` mailing's subscription ended at the provider: nothing more is sent. */
  ended(db: Db, mailingId: number, now: Date): Promise<void>;
};

declare module '../../../platform/module.ts' {
  interface ModulePorts {
    resumeMailings: ResumeMailings;
  }
}
