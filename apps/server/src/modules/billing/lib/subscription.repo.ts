import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { billingSubscriptions } from '../billing.schema.ts';
import type { Payer } from './payer.ts';

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type NewSubscription = typeof billingSubscriptions.$inferInsert;

/** Statuses in which a subscription still counts: paid now, being retried, or waiting for its first payment. */
const LIVE_STATUSES = ['incomplete', 'active', 'past_due'] as const;

/** Paid for now: the provider charged its period, or is retrying the renewal of a period it charged. */
export const isPaidNow = (subscription: { status: string } | null | undefined): boolean =>
  subscription?.status === 'active' || subscription?.status === 'past_due';

const ofPayer = (payer: Pick<Payer, 'company_id' | 'user_id'>) =>
  payer.company_id !== null
    ? eq(billingSubscriptions.company_id, payer.company_id)
    : and(sql`${billingSubscriptions.company_id} is null`, eq(billingSubscriptions.user_id, payer.user_id));

/** The only SQL of the subscriptions. */
export const subscriptionRepo = {
  async insert(db: Db, subscription: NewSubscription): Promise<SubscriptionRow> {
    const [row] = await db.insert(billingSubscriptions).values(subscription).returning();
    if (!row) throw new Error('subscription not inserted');
    return row;
  },

  async lockByProviderId(db: Db, providerId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.provider_subscription_id, providerId))
      .limit(1)
      .for('update');
    return row;
  },

  /** Holds the row until the transaction ends: what the subscription gives is counted and taken one at a time. */
  async lockById(db: Db, id: number): Promise<SubscriptionRow | undefined> {
    const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)).for('update');
    return row;
  },

  async update(db: Db, id: number, patch: Partial<NewSubscription>, now: Date): Promise<SubscriptionRow> {
    const [row] = await db
      .update(billingSubscriptions)
      .set({ ...patch, updated_at: now })
      .where(eq(billingSubscriptions.id, id))
      .returning();
    if (!row) throw new Error(`subscription ${id} not found`);
    return row;
  },

  async findOfPayer(db: Db, payer: Pick<Payer, 'company_id' | 'user_id'>, id: number) {
    const [row] = await db
      .select()
      .from(billingSubscriptions)
      .where(and(eq(billingSubscriptions.id, id), ofPayer(payer)))
      .limit(1);
    return row;
  },

  async listOfPayer(db: Db, payer: Pick<Payer, 'company_id' | 'user_id'>): Promise<SubscriptionRow[]> {
    return db
      .select()
      .from(billingSubscriptions)
      .where(ofPayer(payer))
      .orderBy(desc(billingSubscriptions.created_at), desc(billingSubscriptions.id));
  },

  /** The payer's newest subscription to a product, ended or not: what a page says it had. */
  async findLatest(db: Db, payer: Pick<Payer, 'company_id' | 'user_id'>, product: string) {
    const [row] = await db
      .select()
      .from(billingSubscriptions)
      .where(and(ofPayer(payer), eq(billingSubscriptions.product, product)))
      .orderBy(desc(billingSubscriptions.id))
      .limit(1);
    return row;
  },

  /** The payer's subscription to a product (and subject) that still counts, newest first. */
  async findLive(
    db: Db,
    payer: Pick<Payer, 'company_id' | 'user_id'>,
    product: string,
    subjectId: number | null = null,
  ): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(billingSubscriptions)
      .where(
        and(
          ofPayer(payer),
          eq(billingSubscriptions.product, product),
          subjectId === null
            ? sql`${billingSubscriptions.subject_id} is null`
            : eq(billingSubscriptions.subject_id, subjectId),
          inArray(billingSubscriptions.status, [...LIVE_STATUSES]),
        ),
      )
      .orderBy(desc(billingSubscriptions.id))
      .limit(1);
    return row;
  },
};
