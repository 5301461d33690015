import type { Locale } from '@hushwork/contract';
import { type Clock, systemClock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { MailAttachmentRef } from './mail-attachments.ts';
import type { MailCatalog, MailKind, MailParams } from './mail-kinds.ts';
import { outboxRepo } from './outbox.repo.ts';
import { renderMail } from './render-mail.ts';

export type OutgoingMail<K extends MailKind> = {
  to: string;
  locale: Locale;
  kind: K;
  params: MailParams<K>;
  /** A file the mail carries, made when it is sent by the module providing its kind (mail-attachments.ts). */
  attachment?: MailAttachmentRef;
  /** The address a reply goes to (the mail's Reply-To), when it is someone's other than the sender's. */
  replyTo?: string;
};

/**
 * Renders a mail in the recipient's language and writes it to the outbox. Pass the transaction of the change that
 * causes the mail (a `db.transaction` tx is a `Db`): the mail then exists exactly when the change does. Nothing is
 * sent here; call the worker's `kick()` after the transaction commits to send it without waiting for the next poll.
 *
 * `mails` is the app's catalog (its registry's), which has the kind's body. The clock dates the row, so a worker
 * reading the same test clock finds it due; use the module's clock.
 */
export async function enqueueMail<K extends MailKind>(
  db: Db,
  mail: OutgoingMail<K>,
  { mails, clock = systemClock }: { mails: MailCatalog; clock?: Clock },
): Promise<{ id: number }> {
  const rendered = renderMail(mails, mail.kind, mail.locale, mail.params);
  const now = clock.now();
  const id = await outboxRepo.insert(db, {
    to_email: mail.to,
    locale: mail.locale,
    kind: mail.kind,
    ...rendered,
    attachment: mail.attachment ?? null,
    reply_to: mail.replyTo ?? null,
    created_at: now,
    next_attempt_at: now,
  });
  return { id };
}
