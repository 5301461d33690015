import type { TSubscription } from '@hushwork/contract';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import { presentSubscription } from '../lib/present.ts';
import { type SubscriptionRow, subscriptionRepo } from '../lib/subscription.repo.ts';

/**
 * Turns a subscription's renewal off or on at the provider, then keeps what the provider answered. A subscription
 * that has ended, or never started, has no renewal to change.
 */
export async function changeRenewal(
  { db, clock, payments, actor }: { db: Db; clock: Clock; payments: PaymentGateway; actor: Actor },
  subscription: SubscriptionRow | undefined,
  cancel: boolean,
): Promise<TSubscription> {
  if (!subscription || (subscription.status !== 'active' && subscription.status !== 'past_due'))
    throw new AppError('SUBSCRIPTION_NOT_FOUND');
  if (subscription.cancel_at_period_end === cancel) return presentSubscription(subscription, actor.locale);
  const reported = await payments.setCancelAtPeriodEnd(subscription.provider_subscription_id, cancel);
  const now = clock.now();
  const row = await subscriptionRepo.update(
    db,
    subscription.id,
    {
      cancel_at_period_end: reported.cancel_at_period_end,
      current_period_end: reported.current_period_end ?? subscription.current_period_end,
    },
    now,
  );
  return presentSubscription(row, actor.locale);
}
