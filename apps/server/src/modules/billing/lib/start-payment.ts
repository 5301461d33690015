import {
  BILLING,
  money,
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
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { buyerOf } from '../invoices/lib/buyer.ts';
import { type OrderRow, orderRepo } from './order.repo.ts';
import type { Payer } from './payer.ts';
import { customerOf, sessionOf } from './payment-session.ts';
import { presentOrder, titleOf } from './present.ts';
import type { AppliedPromo } from './promo.ts';

export type OneTimePurchase = {
  product: TProduct;
  tariff: string | null;
  subject_id: number | null;
  list_amount: TMoney;
  promo: AppliedPromo | null;
};

/**
 * A one-time payment (turbo, a successful hire, a resume mailing): the order, then the provider's payment intent
 * named by the order's id, then the session the page confirms it with. Paid only when the provider's webhook says so.
 */
export async function startPayment(
  {
    db,
    payments,
    clock,
    limiter,
    actor,
  }: { db: Db; payments: PaymentGateway; clock: Clock; limiter: RateLimiter; actor: Actor },
  payer: Payer,
  purchase: OneTimePurchase,
): Promise<TPaymentSession> {
  await limiter.consume(RATE_LIMITS.paymentStartPerUser, `payment-start:${payer.user_id}`);
  const amount = priceAfterPromo(purchase.list_amount, purchase.promo?.discount ?? null);
  const order = await orderRepo.insert(db, {
    company_id: payer.company_id,
    user_id: payer.user_id,
    product: purchase.product,
    tariff: purchase.tariff,
    subject_id: purchase.subject_id,
    list_amount_minor: purchase.list_amount.amount,
    amount_minor: amount.amount,
    currency: BILLING.currency,
    promo_code: purchase.promo?.code ?? null,
    buyer: await buyerOf(db, payer),
  });
  return beginPayment({ db, payments, clock, actor }, payer, order);
}

/**
 * The provider's payment for an order not yet sent to it (one just made, or a demo's): named by the order's id, so
 * asking twice gives the same payment (the idempotency key), and `WaitingForPay` until the webhook speaks.
 */
export async function beginPayment(
  { db, payments, clock, actor }: { db: Db; payments: PaymentGateway; clock: Clock; actor: Actor },
  payer: Payer,
  order: OrderRow,
): Promise<TPaymentSession> {
  const customerId = await customerOf(db, payments, payer);
  const metadata: Record<string, string> = { order_id: String(order.id), product: order.product };
  if (payer.company_id !== null) metadata.company_id = String(payer.company_id);
  const started = await payments.createPayment({
    customerId,
    amount: money(order.amount_minor),
    description: titleOf({ ...order, period: null }, 'en'),
    metadata,
    idempotencyKey: `order-${order.id}`,
  });
  const now = clock.now();
  const waiting = await orderRepo.update(
    db,
    order.id,
    {
      provider_payment_id: started.paymentId,
      pay_status: nextPayStatus('UnPaid', 'start') ?? 'WaitingForPay',
      started_at: now,
    },
    now,
  );
  return sessionOf(payments, presentOrder(waiting, actor.locale), started.clientSecret);
}
