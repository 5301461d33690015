import {
  BILLING,
  nextPayStatus,
  priceAfterPromo,
  RATE_LIMITS,
  type TMoney,
  type TPaymentSession,
  type TProduct,
} from '@hushwork/contract';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { BillingInterval, PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { buyerOf } from '../invoices/lib/buyer.ts';
import { orderRepo } from './order.repo.ts';
import type { Payer } from './payer.ts';
import { customerOf, sessionOf } from './payment-session.ts';
import { presentOrder, titleOf } from './present.ts';
import type { AppliedPromo } from './promo.ts';
import { subscriptionRepo } from './subscription.repo.ts';

export type SubscriptionPurchase = {
  product: TProduct;
  tariff: string | null;
  period: 'week' | 'month' | 'year';
  subject_id: number | null;
  list_amount: TMoney;
  promo: AppliedPromo | null;
};

/**
 * A subscription waiting for its first payment: the order of its first period, the provider's subscription, and
 * the session the page confirms it with. The order is written first, so its id names the provider's objects (and
 * their idempotency keys); it is `WaitingForPay` until the provider's webhook says how the payment went.
 */
export async function startSubscription(
  {
    db,
    payments,
    clock,
    limiter,
    actor,
  }: { db: Db; payments: PaymentGateway; clock: Clock; limiter: RateLimiter; actor: Actor },
  payer: Payer,
  purchase: SubscriptionPurchase,
): Promise<TPaymentSession> {
  // Each start creates objects at the provider: a person starts a few, a script thousands.
  await limiter.consume(RATE_LIMITS.paymentStartPerUser, `payment-start:${payer.user_id}`);
  const customerId = await customerOf(db, payments, payer);
  const amount = priceAfterPromo(purchase.list_amount, purchase.promo?.discount ?? null);
  const order = await orderRepo.insert(db, {
    company_id: payer.company_id,
    user_id: payer.user_id,
    product: purchase.product,
    tariff: purchase.tariff,
    period: purchase.period === 'week' ? null : purchase.period,
    subject_id: purchase.subject_id,
    list_amount_minor: purchase.list_amount.amount,
    amount_minor: amount.amount,
    currency: BILLING.currency,
    promo_code: purchase.promo?.code ?? null,
    buyer: await buyerOf(db, payer),
  });
  const metadata: Record<string, string> = { order_id: String(order.id), product: purchase.product };
  if (payer.company_id !== null) metadata.company_id = String(payer.company_id);
  const started = await payments.createSubscription({
    customerId,
    amount,
    interval: purchase.period as BillingInterval,
    productName: titleOf(purchase, 'en'),
    metadata,
    idempotencyKey: `order-${order.id}`,
  });
  const now = clock.now();
  const subscription = await subscriptionRepo.insert(db, {
    company_id: payer.company_id,
    user_id: payer.user_id,
    product: purchase.product,
    tariff: purchase.tariff,
    period: purchase.period,
    subject_id: purchase.subject_id,
    amount_minor: amount.amount,
    currency: BILLING.currency,
    provider_subscription_id: started.subscriptionId,
  });
  const waiting = await orderRepo.update(
    db,
    order.id,
    {
      subscription_id: subscription.id,
      provider_payment_id: started.invoiceId,
      provider_intent_id: started.intentId,
      pay_status: nextPayStatus('UnPaid', 'start') ?? 'WaitingForPay',
      started_at: now,
    },
    now,
  );
  return sessionOf(payments, presentOrder(waiting, actor.locale), started.clientSecret);
}
