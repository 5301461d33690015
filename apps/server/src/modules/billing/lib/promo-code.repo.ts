import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { promoCodes } from '../billing.schema.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** The only SQL of the promo codes. */
export const promoCodeRepo = {
  async findByCode(db: Db, code: string): Promise<PromoCodeRow | undefined> {
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
    return row;
  },

  /** Counts one use unless the code is used up, in one statement, so two buyers cannot take its last use both. */
  async takeUse(db: Db, id: number): Promise<boolean> {
    const rows = await db
      .update(promoCodes)
      .set({ uses: sql`${promoCodes.uses} + 1` })
      .where(and(eq(promoCodes.id, id), or(isNull(promoCodes.max_uses), lt(promoCodes.uses, promoCodes.max_uses))))
      .returning({ id: promoCodes.id });
    return rows.length > 0;
  },

  async upsert(db: Db, code: typeof promoCodes.$inferInsert): Promise<void> {
    await db.insert(promoCodes).values(code).onConflictDoNothing({ target: promoCodes.code });
  },
};
