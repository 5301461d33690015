import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { mail_outbox } from './outbox.schema.ts';

export type OutboxRow = typeof mail_outbox.$inferSelect;
export type NewOutboxRow = Pick<
  typeof mail_outbox.$inferInsert,
  | 'to_email'
  | 'locale'
  | 'kind'
  | 'subject'
  | 'html'
  | 'text'
  | 'attachment'
  | 'reply_to'
  | 'created_at'
  | 'next_attempt_at'
>;

/**
 * What a finished mail keeps of its body: nothing. Its links (verification, sign-in, reset) must not outlive the
 * delivery; kind, recipient, language, subject, times, status and error stay for support and audit. Mail that is
 * never sent (no SMTP_URL: local development) keeps its body, which is what /dev/mail shows.
 */
const NO_BODY = { html: '', text: '' } as const;

/** last_error holds an SMTP reply or a socket error, never a whole transcript. */
const ERROR_MAX_LENGTH = 1000;

export const outboxRepo = {
  /** An erased account's mail: none is sent any more, and none keeps its address, subject (a name) or body. */
  async eraseTo(db: Db, email: string): Promise<void> {
    await db.delete(mail_outbox).where(eq(mail_outbox.to_email, email));
  },
  async insert(db: Db, row: NewOutboxRow): Promise<number> {
    const [inserted] = await db.insert(mail_outbox).values(row).returning({ id: mail_outbox.id });
    return inserted!.id;
  },

  /**
   * Takes up to `limit` due pending mails, oldest first, and leases them until `leaseUntil` by moving their
   * next attempt there. Another instance skips them (SKIP LOCKED, then the moved time), and a process that dies
   * mid-send leaves them to be picked up again once the lease runs out.
   */
  async claimDue(db: Db, options: { now: Date; leaseUntil: Date; limit: number }): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mail_outbox.id })
      .from(mail_outbox)
      .where(and(eq(mail_outbox.status, 'pending'), lte(mail_outbox.next_attempt_at, options.now)))
      .orderBy(asc(mail_outbox.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(mail_outbox)
      .set({ next_attempt_at: options.leaseUntil })
      .where(inArray(mail_outbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  },

  /** Clears the body: it holds single-use links, and once delivered only what an audit needs is kept. */
  async markSent(db: Db, id: number, sentAt: Date): Promise<void> {
    await db
      .update(mail_outbox)
      .set({ status: 'sent', sent_at: sentAt, last_error: null, ...NO_BODY })
      .where(and(eq(mail_outbox.id, id), eq(mail_outbox.status, 'pending')));
  },

  async markRetry(db: Db, id: number, options: { nextAttemptAt: Date; error: string }): Promise<void> {
    await db
      .update(mail_outbox)
      .set({
        attempts: sql`${mail_outbox.attempts} + 1`,
        next_attempt_at: options.nextAttemptAt,
        last_error: options.error.slice(0, ERROR_MAX_LENGTH),
      })
      .where(and(eq(mail_outbox.id, id), eq(mail_outbox.status, 'pending')));
  },

  /** Clears the body too: a mail given up on is never sent again, and the audit needs only why it failed. */
  async markFailed(db: Db, id: number, options: { error: string }): Promise<void> {
    await db
      .update(mail_outbox)
      .set({
        ...NO_BODY,
        status: 'failed',
        attempts: sql`${mail_outbox.attempts} + 1`,
        last_error: options.error.slice(0, ERROR_MAX_LENGTH),
      })
      .where(and(eq(mail_outbox.id, id), eq(mail_outbox.status, 'pending')));
  },

  /**
   * Whether a mail to this address was given up on after the server refused the address for good (a 5xx reply,
   * which `describeError` writes as `EENVELOPE 550: …`): the outbox reads no bounce messages, so this is what a
   * bounce looks like to it. Senders of mail nobody asked for (resume mailing) send nothing more there.
   */
  async hasBounced(db: Db, email: string): Promise<boolean> {
    const count = await db.$count(
      mail_outbox,
      and(
        eq(mail_outbox.status, 'failed'),
        sql`lower(${mail_outbox.to_email}) = ${email.toLowerCase()}`,
        sql`${mail_outbox.last_error} ~ '(^| )5[0-9][0-9]:'`,
      ),
    );
    return count > 0;
  },

  /** Deletes mail sent before `sentBefore` and mail given up on (created) before `failedBefore`; pending mail stays. */
  async pruneFinished(db: Db, options: { sentBefore: Date; failedBefore: Date }): Promise<number> {
    const deleted = await db
      .delete(mail_outbox)
      .where(
        or(
          and(eq(mail_outbox.status, 'sent'), lt(mail_outbox.sent_at, options.sentBefore)),
          and(eq(mail_outbox.status, 'failed'), lt(mail_outbox.created_at, options.failedBefore)),
        ),
      )
      .returning({ id: mail_outbox.id });
    return deleted.length;
  },

  listRecent(db: Db, limit: number): Promise<OutboxRow[]> {
    return db.select().from(mail_outbox).orderBy(desc(mail_outbox.id)).limit(limit);
  },
};
