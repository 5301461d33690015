import type { Locale, TCommunityPaidPlan, TOrder } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import { orderRepo } from '../lib/order.repo.ts';
import { presentOrder } from '../lib/present.ts';
import { isPaidNow, subscriptionRepo } from '../lib/subscription.repo.ts';

/** A company's paid community plan as billing knows it: what the provider last said of its subscription. */
type CommunitySubscription = {
  plan: TCommunityPaidPlan;
  status: 'active' | 'past_due';
  /** Paid up to here: the provider moves it on with each renewal it charges. */
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
};

/**
 * The community module's question to billing (ADR 0049): the company's live paid plan (paid now, or a renewal being
 * retried), and a payment of it started and not confirmed yet. A subscription waiting for its first payment is no
 * plan: the plan goes live when the provider's webhook says the first period is paid.
 */
export async function communityPlanOf(
  db: Db,
  companyId: number,
  locale: Locale,
): Promise<{ subscription: CommunitySubscription | null; pending_order: TOrder | null }> {
  const payer = { company_id: companyId, user_id: 0 };
  const latest = await subscriptionRepo.findLatest(db, payer, 'community_plan');
  const order = latest ? (await orderRepo.latestOfSubscriptions(db, [latest.id])).get(latest.id) : undefined;
  const isPending = order && (order.pay_status === 'WaitingForPay' || order.pay_status === 'PayRejected');
  const live = latest && isPaidNow(latest) ? latest : null;
  return {
    subscription: live
      ? {
          plan: live.tariff === 'year' ? 'year' : 'month',
          status: live.status as 'active' | 'past_due',
          current_period_end: live.current_period_end,
          cancel_at_period_end: live.cancel_at_period_end,
        }
      : null,
    pending_order: isPending && order ? presentOrder(order, locale) : null,
  };
}
