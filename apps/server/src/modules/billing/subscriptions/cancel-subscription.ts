import type { TSubscription } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { payerOf } from '../lib/payer.ts';
import { subscriptionRepo } from '../lib/subscription.repo.ts';
import { changeRenewal } from './change-renewal.ts';

export type CancelSubscriptionOptions = UseCaseArgs<{ id: number }, 'clock'> & { payments: PaymentGateway };

/** Cancelling is one step: nothing more is charged, and what is paid lasts to the end of its period. */
export async function cancelSubscription({
  actor,
  input,
  db,
  clock,
  payments,
}: CancelSubscriptionOptions): Promise<TSubscription> {
  requirePermission(actor, 'create:order:own');
  const payer = await payerOf(db, actor, { toPay: true });
  const subscription = await subscriptionRepo.findOfPayer(db, payer, input.id);
  return changeRenewal({ db, clock, payments, actor }, subscription, true);
}
