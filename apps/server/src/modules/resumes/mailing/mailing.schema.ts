import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamps, timestamptz } from '../../../platform/db/columns.ts';

/**
 * A seeker's mailing of one of their resumes (spec section 2). `status` starts `waiting_for_payment` and becomes
 * `active` only when billing, on the provider's word, says its order is paid; `paid_until` is an `auto` mailing's
 * paid period. `user_id` and `resume_id` are other tables' ids, kept without foreign keys as modules do.
 */
export const resumeMailings = pgTable(
  'resume_mailings',
  {
    id: serialId(),
    user_id: integer('user_id').notNull(),
    resume_id: text('resume_id').notNull(),
    mode: text('mode').notNull(),
    status: text('status').notNull().default('waiting_for_payment'),
    paid_until: timestamptz('paid_until'),
    /** When the autosender last looked for new vacancies for it. */
    last_run_at: timestamptz('last_run_at'),
    ...timestamps(),
  },
  (t) => [
    index('resume_mailings_user_idx').on(t.user_id, t.created_at),
    index('resume_mailings_due_idx').on(t.status, t.mode),
  ],
);

/** The vacancies the seeker picked; none means the best matching ones at the time it is paid. */
export const resumeMailingTargets = pgTable(
  'resume_mailing_targets',
  {
    mailing_id: integer('mailing_id')
      .notNull()
      .references(() => resumeMailings.id, { onDelete: 'cascade' }),
    vacancy_id: integer('vacancy_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mailing_id, t.vacancy_id] })],
);

/**
 * One line per target handled: sent (with the outbox mail that carried it, whose failure marks the address
 * bounced) or skipped and why. Vacancy title and company name are copied as they were, so the log reads the same
 * after the vacancy closes. A mailing reaches a company once: the unique index makes a second send impossible.
 */
export const resumeMailingLog = pgTable(
  'resume_mailing_log',
  {
    id: serial('id').primaryKey(),
    mailing_id: integer('mailing_id')
      .notNull()
      .references(() => resumeMailings.id, { onDelete: 'cascade' }),
    vacancy_id: integer('vacancy_id').notNull(),
    company_id: integer('company_id').notNull(),
    vacancy_title: text('vacancy_title').notNull(),
    company_name: text('company_name').notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    /** The account the mail went to (an id: its address is identity's, and the unsubscribe link reads it there). */
    contact_user_id: integer('contact_user_id'),
    outbox_id: integer('outbox_id'),
    /** The mail's unsubscribe link carries it: whoever holds the mail may opt its address out, nobody else. */
    unsubscribe_token: text('unsubscribe_token').unique(),
    at: createdAt(),
  },
  (t) => [
    index('resume_mailing_log_mailing_idx').on(t.mailing_id, t.at),
    uniqueIndex('resume_mailing_log_company_sent_idx').on(t.mailing_id, t.company_id).where(sql`${t.outcome} = 'sent'`),
  ],
);

/**
 * Who gets no mailing: a company its owner opted out (`company_id`), or an address that opted out through a mail's
 * link or bounced (`email`, lower-cased). Kept for good: a bounce the outbox pruned is still remembered here.
 */
export const resumeMailingOptOuts = pgTable('resume_mailing_opt_outs', {
  id: serialId(),
  company_id: integer('company_id').unique(),
  email: text('email').unique(),
  reason: text('reason').notNull(),
  created_at: createdAt(),
});
