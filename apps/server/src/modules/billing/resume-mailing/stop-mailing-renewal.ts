import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import { subscriptionRepo } from '../lib/subscription.repo.ts';
import { mailingOrderRepo } from './mailing-order.repo.ts';

/**
 * A deleted `auto` mailing is charged no more: its subscription is not renewed at the provider (the period paid
 * runs out; the mailing is gone, so nothing is sent in it).
 */
export async function stopMailingRenewal(
  { db, payments, clock }: { db: Db; payments: PaymentGateway; clock: Clock },
  userId: number,
  mailingId: number,
): Promise<void> {
  for (const subscription of await mailingOrderRepo.subscriptionsOf(db, userId, mailingId)) {
    if (subscription.status === 'canceled' || subscription.cancel_at_period_end) continue;
    const reported = await payments.setCancelAtPeriodEnd(subscription.provider_subscription_id, true);
    await subscriptionRepo.update(
      db,
      subscription.id,
      { status: reported.status, cancel_at_period_end: reported.cancel_at_period_end },
      clock.now(),
    );
  }
}
