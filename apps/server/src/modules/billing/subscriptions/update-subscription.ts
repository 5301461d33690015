import type { TSubscription } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { payerOf } from '../lib/payer.ts';
import { subscriptionRepo } from '../lib/subscription.repo.ts';
import { changeRenewal } from './change-renewal.ts';

export type UpdateSubscriptionOptions = UseCaseArgs<{ id: number; cancel_at_period_end: boolean }, 'clock'> & {
  payments: PaymentGateway;
};

/** The owner turns renewal off (the period paid for still counts) or back on before the period ends. */
export async function updateSubscription({
  actor,
  input,
  db,
  clock,
  payments,
}: UpdateSubscriptionOptions): Promise<TSubscription> {
  requirePermission(actor, 'create:order:own');
  const payer = await payerOf(db, actor, { toPay: true });
  const subscription = await subscriptionRepo.findOfPayer(db, payer, input.id);
  return changeRenewal({ db, clock, payments, actor }, subscription, input.cancel_at_period_end);
}
