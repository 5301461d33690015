import { and, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { billingHires, billingOrders } from '../billing.schema.ts';

export type HireRow = typeof billingHires.$inferSelect;

/** The only SQL of the reported hires. */
export const hireRepo = {
  /** Undefined when the offer was reported already (its unique index decides, so two reports cannot both land). */
  async insert(db: Db, hire: typeof billingHires.$inferInsert): Promise<HireRow | undefined> {
    const [row] = await db.insert(billingHires).values(hire).onConflictDoNothing().returning();
    return row;
  },

  async listOfCompany(db: Db, companyId: number): Promise<HireRow[]> {
    return db
      .select()
      .from(billingHires)
      .where(eq(billingHires.company_id, companyId))
      .orderBy(desc(billingHires.created_at), desc(billingHires.id));
  },

  async findOfCompany(db: Db, companyId: number, id: number): Promise<HireRow | undefined> {
    const [row] = await db
      .select()
      .from(billingHires)
      .where(and(eq(billingHires.id, id), eq(billingHires.company_id, companyId)))
      .limit(1)
      .for('update');
    return row;
  },

  async setOrder(db: Db, id: number, orderId: number, now: Date): Promise<void> {
    await db.update(billingHires).set({ order_id: orderId, updated_at: now }).where(eq(billingHires.id, id));
  },

  async delete(db: Db, id: number): Promise<void> {
    await db.delete(billingHires).where(eq(billingHires.id, id));
  },

  /** Whether a hire of the company with a fee is past its due date and not paid: the header's reminder. */
  async hasOverdue(db: Db, companyId: number, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: billingHires.id })
      .from(billingHires)
      .leftJoin(billingOrders, eq(billingOrders.id, billingHires.order_id))
      .where(
        and(
          eq(billingHires.company_id, companyId),
          lt(billingHires.due_at, now),
          gt(billingHires.fee_minor, 0),
          or(isNull(billingOrders.id), inArray(billingOrders.pay_status, ['UnPaid', 'WaitingForPay', 'PayRejected'])),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
