import type { Db } from '../db/database.ts';

/**
 * What an outbox row names instead of holding a file: the kind of thing attached, which one, and the name the mail
 * gives it. The bytes are made when the mail is sent, by the module that owns the thing (`MailAttachmentSource`).
 */
export type MailAttachmentRef = { kind: string; ref: string; filename: string };

/** The bytes of an attachment, ready for the transport. */
export type MailAttachmentFile = { content: Buffer; contentType: string };

/**
 * Makes the file of one kind of attachment when its mail leaves. Null when the thing is gone or no longer meant to be
 * seen (a resume hidden after its mailing was queued): the mail then goes without it, its links say the same.
 * A throw is a failed send, retried as any other.
 */
export type MailAttachmentSource = { kind: string; load(db: Db, ref: string): Promise<MailAttachmentFile | null> };

declare module '../module.ts' {
  interface ModulePorts {
    /** Every module whose mails carry a file provides how to make it; the outbox worker reads them all. */
    mailAttachments: readonly MailAttachmentSource[];
  }
}
