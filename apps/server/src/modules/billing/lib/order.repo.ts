import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { billingOrders, billingRefunds, invoiceNumbers } from '../billing.schema.ts';
import type { Payer } from './payer.ts';

export type OrderRow = typeof billingOrders.$inferSelect;
export type NewOrder = typeof billingOrders.$inferInsert;

/** The `tariff` of a turbo order the company's employer tariff included: no charge, never at the provider. */
export const INCLUDED_TARIFF = 'included';

/** A company's orders are its team's; a job seeker's are their own. */
const ofPayer = (payer: Pick<Payer, 'company_id' | 'user_id'>) =>
  payer.company_id !== null
    ? eq(billingOrders.company_id, payer.company_id)
    : and(sql`${billingOrders.company_id} is null`, eq(billingOrders.user_id, payer.user_id));

/** The only SQL of the orders and their refunds. */
export const orderRepo = {
  async insert(db: Db, order: NewOrder): Promise<OrderRow> {
    const [row] = await db.insert(billingOrders).values(order).returning();
    if (!row) throw new Error('order not inserted');
    return row;
  },

  /** How many turbos a company's tariff has given it since `since` (orders of no charge, see included-turbos.ts). */
  async countIncludedTurbos(db: Db, companyId: number, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(billingOrders)
      .where(
        and(
          eq(billingOrders.company_id, companyId),
          eq(billingOrders.product, 'turbo'),
          eq(billingOrders.tariff, INCLUDED_TARIFF),
          gte(billingOrders.created_at, since),
        ),
      );
    return row?.n ?? 0;
  },

  async findById(db: Db, id: number): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(billingOrders).where(eq(billingOrders.id, id)).limit(1);
    return row;
  },

  async findByIds(db: Db, ids: number[]): Promise<Map<number, OrderRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select().from(billingOrders).where(inArray(billingOrders.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  },

  /** Locked for the rest of the transaction: two events about one payment apply one after the other. */
  async lockByPaymentId(db: Db, providerPaymentId: string): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(billingOrders)
      .where(eq(billingOrders.provider_payment_id, providerPaymentId))
      .limit(1)
      .for('update');
    return row;
  },

  /** By the payment intent of a subscription's period, locked as `lockByPaymentId` locks. */
  async lockByIntentId(db: Db, intentId: string): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(billingOrders)
      .where(eq(billingOrders.provider_intent_id, intentId))
      .limit(1)
      .for('update');
    return row;
  },

  async update(db: Db, id: number, patch: Partial<NewOrder>, now: Date): Promise<OrderRow> {
    const [row] = await db
      .update(billingOrders)
      .set({ ...patch, updated_at: now })
      .where(eq(billingOrders.id, id))
      .returning();
    if (!row) throw new Error(`order ${id} not found`);
    return row;
  },

  async findOfPayer(db: Db, payer: Pick<Payer, 'company_id' | 'user_id'>, id: number): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(billingOrders)
      .where(and(eq(billingOrders.id, id), ofPayer(payer)))
      .limit(1);
    return row;
  },

  async pageOfPayer(db: Db, payer: Pick<Payer, 'company_id' | 'user_id'>, page: number, size: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(billingOrders)
        .where(ofPayer(payer))
        .orderBy(desc(billingOrders.created_at), desc(billingOrders.id))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ value: count() }).from(billingOrders).where(ofPayer(payer)),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  /** The latest order of each subscription, for what is being paid now. */
  async latestOfSubscriptions(db: Db, subscriptionIds: number[]): Promise<Map<number, OrderRow>> {
    if (subscriptionIds.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([billingOrders.subscription_id])
      .from(billingOrders)
      .where(inArray(billingOrders.subscription_id, subscriptionIds))
      .orderBy(billingOrders.subscription_id, desc(billingOrders.id));
    return new Map(rows.map((row) => [row.subscription_id ?? 0, row]));
  },

  /**
   * Payments the browser started and left before `before`: they stop counting as being paid (the machine's
   * `abandon`), so the page offers to pay again. A late success still pays the order (UnPaid → Paid).
   */
  async abandonStarted(db: Db, before: Date, now: Date): Promise<number> {
    const rows = await db
      .update(billingOrders)
      .set({ pay_status: 'UnPaid', updated_at: now })
      .where(and(eq(billingOrders.pay_status, 'WaitingForPay'), lt(billingOrders.started_at, before)))
      .returning({ id: billingOrders.id });
    return rows.length;
  },

  /** `HW-2026-000042`: the next number of the one sequence, with the year it was issued in. */
  async nextInvoiceNumber(db: Db, prefix: string, now: Date): Promise<string> {
    const [row] = await db
      .select({ value: sql<string>`nextval(${invoiceNumbers.seqName})` })
      .from(sql`(select 1) as one`);
    return `${prefix}-${now.getUTCFullYear()}-${String(row?.value ?? 0).padStart(6, '0')}`;
  },

  /** Every order, newest first, by pay status and product: the admins' list. */
  async pageAll(
    db: Db,
    filter: { status?: string | undefined; product?: string | undefined },
    page: number,
    size: number,
  ) {
    const where = and(
      filter.status ? eq(billingOrders.pay_status, filter.status) : undefined,
      filter.product ? eq(billingOrders.product, filter.product) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(billingOrders)
        .where(where)
        .orderBy(desc(billingOrders.created_at), desc(billingOrders.id))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ value: count() }).from(billingOrders).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  async refundsOf(db: Db, orderIds: number[]) {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(billingRefunds)
      .where(inArray(billingRefunds.order_id, orderIds))
      .orderBy(billingRefunds.id);
  },

  async lockById(db: Db, id: number): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(billingOrders).where(eq(billingOrders.id, id)).limit(1).for('update');
    return row;
  },

  async insertRefund(db: Db, refund: typeof billingRefunds.$inferInsert) {
    const [row] = await db.insert(billingRefunds).values(refund).returning();
    return row;
  },
};
