import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { user_tokens } from './identity.schema.ts';

export type TokenPurpose = 'verify_email' | 'reset_password' | 'delete_account';

export const userTokenRepo = {
  async insert(db: Db, token: { user_id: number; purpose: TokenPurpose; token_hash: string; expires_at: Date }) {
    await db.insert(user_tokens).values(token);
  },
  async findByHash(db: Db, tokenHash: string, purpose: TokenPurpose) {
    const [row] = await db
      .select()
      .from(user_tokens)
      .where(and(eq(user_tokens.token_hash, tokenHash), eq(user_tokens.purpose, purpose)));
    return row;
  },
  /** Uses a token once; false when it was already used (two clicks on one link, or a replay). */
  async markUsed(db: Db, id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(user_tokens)
      .set({ used_at: now })
      .where(and(eq(user_tokens.id, id), isNull(user_tokens.used_at)))
      .returning({ id: user_tokens.id });
    return rows.length === 1;
  },
  /** A new link makes the older ones of the same purpose worthless. */
  async invalidateOpen(db: Db, userId: number, purpose: TokenPurpose, now: Date) {
    await db
      .update(user_tokens)
      .set({ used_at: now })
      .where(and(eq(user_tokens.user_id, userId), eq(user_tokens.purpose, purpose), isNull(user_tokens.used_at)));
  },
};
