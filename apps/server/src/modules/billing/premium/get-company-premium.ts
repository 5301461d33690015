import { companyPremiumPrice, type TCompanyPremium } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { orderRepo } from '../lib/order.repo.ts';
import { payerOf } from '../lib/payer.ts';
import { presentOrder, presentSubscription } from '../lib/present.ts';
import { subscriptionRepo } from '../lib/subscription.repo.ts';

export type GetCompanyPremiumOptions = UseCaseArgs<Record<string, never>> & { companyPremium: boolean };

/** What a member of the team sees of company premium: whether it may post, the prices, and what it pays now. */
export async function getCompanyPremium({
  actor,
  db,
  companyPremium,
}: GetCompanyPremiumOptions): Promise<TCompanyPremium> {
  requirePermission(actor, 'read:order:own');
  const payer = await payerOf(db, actor, { toPay: false });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  const subscription = await subscriptionRepo.findLatest(db, payer, 'company_premium');
  const latest = subscription
    ? (await orderRepo.latestOfSubscriptions(db, [subscription.id])).get(subscription.id)
    : undefined;
  const isPending = latest && (latest.pay_status === 'WaitingForPay' || latest.pay_status === 'PayRejected');
  return {
    enabled: companyPremium,
    can_send_job_offer: !companyPremium || payer.can_send_job_offer,
    prices: { month: companyPremiumPrice('month'), year: companyPremiumPrice('year') },
    subscription:
      subscription && subscription.status !== 'incomplete' ? presentSubscription(subscription, actor.locale) : null,
    pending_order: isPending && latest ? presentOrder(latest, actor.locale) : null,
  };
}
