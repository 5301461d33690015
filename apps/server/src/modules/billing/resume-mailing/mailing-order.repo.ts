import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { billingOrders, billingSubscriptions } from '../billing.schema.ts';
import type { OrderRow } from '../lib/order.repo.ts';
import type { SubscriptionRow } from '../lib/subscription.repo.ts';

/** A seeker's orders and subscriptions of one mailing: the order's `subject_id` is the mailing's id. */
export const mailingOrderRepo = {
  async latestOrder(db: Db, userId: number, mailingId: number): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(billingOrders)
      .where(
        and(
          eq(billingOrders.user_id, userId),
          eq(billingOrders.product, 'resume_mailing'),
          eq(billingOrders.subject_id, mailingId),
        ),
      )
      .orderBy(desc(billingOrders.id))
      .limit(1);
    return row;
  },

  async subscriptionsOf(db: Db, userId: number, mailingId: number): Promise<SubscriptionRow[]> {
    return db
      .select()
      .from(billingSubscriptions)
      .where(
        and(
          eq(billingSubscriptions.user_id, userId),
          eq(billingSubscriptions.product, 'resume_mailing'),
          eq(billingSubscriptions.subject_id, mailingId),
        ),
      );
  },

  async pageOfUser(db: Db, userId: number, page: number, size: number) {
    const where = and(eq(billingOrders.user_id, userId), eq(billingOrders.product, 'resume_mailing'));
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(billingOrders)
        .where(where)
        .orderBy(desc(billingOrders.created_at), desc(billingOrders.id))
        .limit(size)
        .offset((page - 1) * size),
      db.$count(billingOrders, where),
    ]);
    return { rows, total };
  },
};
