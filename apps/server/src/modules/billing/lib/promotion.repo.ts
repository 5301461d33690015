import { and, asc, eq, gt, inArray, isNull, lte, max } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { vacancyPromotions } from '../billing.schema.ts';

export type PromotionKind = 'turbo' | 'vacancy_premium';

/** The only SQL of the vacancies' paid placements. */
export const promotionRepo = {
  async insert(db: Db, promotion: typeof vacancyPromotions.$inferInsert): Promise<void> {
    await db.insert(vacancyPromotions).values(promotion).onConflictDoNothing();
  },

  /** Until when each vacancy has each kind of placement, among those still running. */
  async endsOf(db: Db, vacancyIds: number[], now: Date): Promise<Map<string, Date>> {
    if (vacancyIds.length === 0) return new Map();
    const rows = await db
      .select({
        vacancy_id: vacancyPromotions.vacancy_id,
        kind: vacancyPromotions.kind,
        ends_at: max(vacancyPromotions.ends_at),
      })
      .from(vacancyPromotions)
      .where(
        and(
          inArray(vacancyPromotions.vacancy_id, vacancyIds),
          isNull(vacancyPromotions.ended_at),
          gt(vacancyPromotions.ends_at, now),
        ),
      )
      .groupBy(vacancyPromotions.vacancy_id, vacancyPromotions.kind);
    return new Map(
      rows.flatMap((row) => (row.ends_at ? [[`${row.vacancy_id}:${row.kind}`, row.ends_at] as const] : [])),
    );
  },

  /** Placements whose period is over, oldest first, a batch at a time, locked so two instances end each once. */
  async takeDue(db: Db, now: Date, limit: number) {
    return db
      .select()
      .from(vacancyPromotions)
      .where(and(isNull(vacancyPromotions.ended_at), lte(vacancyPromotions.ends_at, now)))
      .orderBy(asc(vacancyPromotions.ends_at))
      .limit(limit)
      .for('update', { skipLocked: true });
  },

  async markEnded(db: Db, orderIds: number[], now: Date): Promise<void> {
    if (orderIds.length === 0) return;
    await db.update(vacancyPromotions).set({ ended_at: now }).where(inArray(vacancyPromotions.order_id, orderIds));
  },

  /** Whether a vacancy still has a placement of this kind running (a renewal's, or a second turbo's). */
  async isRunning(db: Db, vacancyId: number, kind: PromotionKind, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ order_id: vacancyPromotions.order_id })
      .from(vacancyPromotions)
      .where(
        and(
          eq(vacancyPromotions.vacancy_id, vacancyId),
          eq(vacancyPromotions.kind, kind),
          isNull(vacancyPromotions.ended_at),
          gt(vacancyPromotions.ends_at, now),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
