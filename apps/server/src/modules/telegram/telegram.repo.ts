import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { telegramLinks, telegramLinkTokens, telegramNotices, telegramUpdates } from './telegram.schema.ts';

export type TelegramLinkRow = typeof telegramLinks.$inferSelect;

/** The only SQL of the telegram tables: links, their open tokens, and the updates already handled. */
export const telegramRepo = {
  /** True the first time an update id is seen; false for Telegram's retry of one already handled. */
  async recordUpdate(db: Db, updateId: number, now: Date): Promise<boolean> {
    const rows = await db
      .insert(telegramUpdates)
      .values({ update_id: updateId, received_at: now })
      .onConflictDoNothing()
      .returning({ update_id: telegramUpdates.update_id });
    return rows.length > 0;
  },

  /** The account's one open token: a new one replaces the last. */
  async putToken(db: Db, token: { user_id: number; token_hash: string; expires_at: Date }): Promise<void> {
    await db
      .insert(telegramLinkTokens)
      .values(token)
      .onConflictDoUpdate({
        target: telegramLinkTokens.user_id,
        set: { token_hash: token.token_hash, expires_at: token.expires_at },
      });
  },

  /**
   * Spends a token: the account it links, or null when it is unknown, used or expired. Deleted as it is read, so of
   * two racing deliveries only one links.
   */
  async takeToken(db: Db, tokenHash: string, now: Date): Promise<number | null> {
    const [row] = await db
      .delete(telegramLinkTokens)
      .where(eq(telegramLinkTokens.token_hash, tokenHash))
      .returning({ user_id: telegramLinkTokens.user_id, expires_at: telegramLinkTokens.expires_at });
    return row && row.expires_at > now ? row.user_id : null;
  },

  async linkOf(db: Db, userId: number): Promise<TelegramLinkRow | undefined> {
    const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.user_id, userId)).limit(1);
    return row;
  },

  async linkOfChat(db: Db, chatId: number): Promise<TelegramLinkRow | undefined> {
    const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.chat_id, chatId)).limit(1);
    return row;
  },

  /** Links a chat to an account; the chat leaves any other account, and the account any other chat. */
  async link(db: Db, link: { user_id: number; chat_id: number; linked_at: Date }): Promise<void> {
    await db
      .delete(telegramLinks)
      .where(and(eq(telegramLinks.chat_id, link.chat_id), ne(telegramLinks.user_id, link.user_id)));
    await db
      .insert(telegramLinks)
      .values(link)
      .onConflictDoUpdate({ target: telegramLinks.user_id, set: { chat_id: link.chat_id, linked_at: link.linked_at } });
  },

  /** The link that was removed, if there was one. */
  async unlinkUser(db: Db, userId: number): Promise<TelegramLinkRow | undefined> {
    const [row] = await db.delete(telegramLinks).where(eq(telegramLinks.user_id, userId)).returning();
    return row;
  },

  async unlinkChat(db: Db, chatId: number): Promise<TelegramLinkRow | undefined> {
    const [row] = await db.delete(telegramLinks).where(eq(telegramLinks.chat_id, chatId)).returning();
    return row;
  },

  /** Everything of one account: its link, its open token and its waiting notices. */
  async deleteOfUser(db: Db, userId: number): Promise<void> {
    await db.delete(telegramLinks).where(eq(telegramLinks.user_id, userId));
    await db.delete(telegramLinkTokens).where(eq(telegramLinkTokens.user_id, userId));
    await db.delete(telegramNotices).where(eq(telegramNotices.user_id, userId));
  },

  async addNotice(db: Db, notice: { user_id: number; text: string; created_at: Date }): Promise<void> {
    await db.insert(telegramNotices).values(notice);
  },

  /** The oldest waiting notices, each with the chat its account is linked to now (null: none any more). */
  async waitingNotices(db: Db, limit: number) {
    return db
      .select({
        id: telegramNotices.id,
        user_id: telegramNotices.user_id,
        text: telegramNotices.text,
        attempts: telegramNotices.attempts,
        chat_id: telegramLinks.chat_id,
      })
      .from(telegramNotices)
      .leftJoin(telegramLinks, eq(telegramLinks.user_id, telegramNotices.user_id))
      .orderBy(asc(telegramNotices.id))
      .limit(limit);
  },

  async deleteNotices(db: Db, ids: readonly number[]): Promise<void> {
    if (ids.length > 0) await db.delete(telegramNotices).where(inArray(telegramNotices.id, [...ids]));
  },

  async countAttempt(db: Db, id: number): Promise<void> {
    await db
      .update(telegramNotices)
      .set({ attempts: sql`${telegramNotices.attempts} + 1` })
      .where(eq(telegramNotices.id, id));
  },

  /** Expired tokens, and handled updates older than `updatesBefore`. */
  async prune(db: Db, now: Date, updatesBefore: Date): Promise<void> {
    await db.delete(telegramLinkTokens).where(lte(telegramLinkTokens.expires_at, now));
    await db.delete(telegramUpdates).where(lte(telegramUpdates.received_at, updatesBefore));
  },
};
