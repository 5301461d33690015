import { requirePermission } from '../../../platform/auth/actor.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { payerOf } from '../lib/payer.ts';
import { subscriptionRepo } from '../lib/subscription.repo.ts';
import { changeRenewal } from '../subscriptions/change-renewal.ts';

export type UnsubscribeCommunityPlanOptions = UseCaseArgs<Record<string, never>, 'clock'> & {
  payments: PaymentGateway;
};

/** The community plan stops renewing; its opens last until the paid period ends (the owner's call). */
export async function unsubscribeCommunityPlan({ actor, db, clock, payments }: UnsubscribeCommunityPlanOptions) {
  requirePermission(actor, 'create:order:own');
  const payer = await payerOf(db, actor, { toPay: true });
  const subscription = await subscriptionRepo.findLive(db, payer, 'community_plan');
  await changeRenewal({ db, clock, payments, actor }, subscription, true);
}
