import { communityPlanPrice, type TCommunityPaidPlan, type TPaymentSession } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { payerOf } from '../lib/payer.ts';
import { promoFor } from '../lib/promo.ts';
import { startSubscription } from '../lib/start-subscription.ts';
import { isPaidNow, subscriptionRepo } from '../lib/subscription.repo.ts';

export type PayCommunityPlanOptions = UseCaseArgs<
  { plan: TCommunityPaidPlan; promo_code?: string | undefined },
  'clock' | 'limiter'
> & { payments: PaymentGateway };

/**
 * The owner subscribes the company to a community plan (49 a month, 490 a year), promo code applied, as company
 * premium is paid: the answer is the payment the page confirms; the plan goes live on the provider's word.
 */
export async function payCommunityPlan({
  actor,
  input,
  db,
  clock,
  limiter,
  payments,
}: PayCommunityPlanOptions): Promise<TPaymentSession> {
  requirePermission(actor, 'create:order:own');
  const payer = await payerOf(db, actor, { toPay: true });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  const running = await subscriptionRepo.findLive(db, payer, 'community_plan');
  if (isPaidNow(running)) throw new AppError('ALREADY_SUBSCRIBED');
  const promo = await promoFor(db, input.promo_code, 'community_plan', clock.now());
  return startSubscription({ db, payments, clock, limiter, actor }, payer, {
    product: 'community_plan',
    tariff: input.plan,
    period: input.plan,
    subject_id: null,
    list_amount: communityPlanPrice(input.plan),
    promo,
  });
}
