import type { TPaymentSession } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { orderRepo } from '../lib/order.repo.ts';
import { payerOf } from '../lib/payer.ts';
import { sessionOf } from '../lib/payment-session.ts';
import { presentOrder } from '../lib/present.ts';
import { beginPayment } from '../lib/start-payment.ts';

export type GetOrderPaymentOptions = UseCaseArgs<{ id: number }, 'clock'> & { payments: PaymentGateway };

/**
 * The payment page's session for an order still to pay: the client secret is asked of the provider each time rather
 * than kept, so no copy of it lies in our database. Only the one who pays for it may open it (a company's owner).
 */
export async function getOrderPayment({
  actor,
  input,
  db,
  clock,
  payments,
}: GetOrderPaymentOptions): Promise<TPaymentSession> {
  requirePermission(actor, 'create:order:own');
  const payer = await payerOf(db, actor, { toPay: true });
  const order = await orderRepo.findOfPayer(db, payer, input.id);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (order.pay_status === 'Paid') throw new AppError('ORDER_ALREADY_PAID');
  // A one-time order never sent to the provider (the demo's) is paid as a new one would be.
  if (!order.provider_payment_id) {
    if (order.subscription_id !== null) throw new AppError('ORDER_NOT_FOUND');
    return beginPayment({ db, payments, clock, actor }, payer, order);
  }
  const secret = await payments.clientSecretOf(order.provider_payment_id);
  return sessionOf(payments, presentOrder(order, actor.locale), secret);
}
