import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz } from '../db/columns.ts';
import type { MailAttachmentRef } from './mail-attachments.ts';

export type MailStatus = 'pending' | 'sent' | 'failed';

/**
 * Mail waiting to be sent, written in the same transaction as the change that causes it. Subject and bodies are
 * rendered at enqueue time, so every retry sends exactly what was first written.
 */
export const mail_outbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    to_email: text('to_email').notNull(),
    locale: text('locale').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** A file the mail carries, named, not held: made by its module when the mail leaves (mail-attachments.ts). */
    attachment: jsonb('attachment').$type<MailAttachmentRef>(),
    /** Where a reply goes when it is not to us: the contact form's sender, so the desk answers them with one click. */
    reply_to: text('reply_to'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
    last_error: text('last_error'),
    created_at: createdAt(),
    sent_at: timestamptz('sent_at'),
  },
  // The worker's only question: which pending mail is due now.
  (t) => [index('mail_outbox_status_next_attempt_idx').on(t.status, t.next_attempt_at)],
);
