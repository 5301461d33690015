import { bigint, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns.ts';

/**
 * Which Telegram chat an account's notifications go to: one chat per account, one account per chat. `user_id` is an
 * identity id (no foreign key: that table is not this module's; an erased account's row goes by the eraser). A chat
 * id is Telegram's, up to 52 bits.
 */
export const telegramLinks = pgTable('telegram_links', {
  user_id: integer('user_id').primaryKey(),
  chat_id: bigint('chat_id', { mode: 'number' }).notNull().unique(),
  linked_at: timestamptz('linked_at').notNull().defaultNow(),
});

/**
 * The one open `?start=` token of an account, as a SHA-256: a new one replaces it, and linking spends it. One row per
 * account, so opening /telegram over and over writes nothing new.
 */
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    user_id: integer('user_id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamptz('expires_at').notNull(),
  },
  (t) => [index('telegram_link_tokens_expires_idx').on(t.expires_at)],
);

/**
 * The updates the webhook has handled, by Telegram's `update_id`, so a retried delivery changes nothing twice. Kept
 * `TELEGRAM.updateRetentionDays`, far longer than Telegram retries.
 */
export const telegramUpdates = pgTable(
  'telegram_updates',
  {
    update_id: bigint('update_id', { mode: 'number' }).primaryKey(),
    received_at: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [index('telegram_updates_received_idx').on(t.received_at)],
);

/**
 * Notices waiting for Telegram: written in the transaction of what they tell (a response, an offer), already in the
 * account's language, and sent by a job to whichever chat the account is linked to then. A notice whose account has
 * no chat by then is dropped; a sent one is deleted, so its text (a vacancy's title) is not kept, and so is one
 * Telegram refused `TELEGRAM.noticeAttempts` times. The job reads them oldest first by id.
 */
export const telegramNotices = pgTable('telegram_notices', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  text: text('text').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  created_at: timestamptz('created_at').notNull().defaultNow(),
});
