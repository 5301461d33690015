import { BILLING, communityPlanPrice, type TCommunityPaidPlan } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import { orderRepo } from '../lib/order.repo.ts';
import { subscriptionRepo } from '../lib/subscription.repo.ts';
import { createOrder } from '../order.factory.ts';

/**
 * A paid community plan as the provider's webhook would have left it (its subscription active to `periodEnd`, its
 * first order paid), for the demo seed: no provider is asked, so its id is the seed's own.
 */
export async function createCommunityPlan(
  db: Db,
  options: {
    companyId: number;
    userId: number;
    plan: TCommunityPaidPlan;
    periodEnd: Date;
    buyer: { name: string; email: string };
  },
): Promise<void> {
  const price = communityPlanPrice(options.plan);
  const subscription = await subscriptionRepo.insert(db, {
    company_id: options.companyId,
    user_id: options.userId,
    product: 'community_plan',
    tariff: options.plan,
    period: options.plan,
    subject_id: null,
    amount_minor: price.amount,
    currency: BILLING.currency,
    status: 'active',
    provider_subscription_id: `demo-community-${options.companyId}`,
    current_period_end: options.periodEnd,
  });
  const order = await createOrder(db, {
    companyId: options.companyId,
    userId: options.userId,
    buyer: options.buyer,
    subjectId: null,
    product: 'community_plan',
    amountMinor: price.amount,
    tariff: options.plan,
    payStatus: 'Paid',
    paidUntil: options.periodEnd,
  });
  await orderRepo.update(db, order.id, { subscription_id: subscription.id, period: options.plan }, new Date());
}
