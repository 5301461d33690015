import type { TAdminOrder } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { orderRepo } from '../lib/order.repo.ts';
import { presentAdminOrders } from './present-admin-order.ts';

export type RefundOrderOptions = UseCaseArgs<{ id: number; amount?: number | undefined; reason: string }, 'clock'> & {
  payments: PaymentGateway;
  /** Written in the refund's transaction (the admin area's audit entry). */
  onRefunded?: (db: Db, refund: { order_id: number; amount_minor: number; reason: string }) => Promise<void>;
};

/**
 * An admin gives back part or all of a paid order: the provider refunds it first (named by the order and what was
 * refunded before, so a retry is the same refund), then the refund is recorded beside the order, never instead of it.
 */
export async function refundOrder({
  actor,
  input,
  db,
  clock,
  payments,
  onRefunded,
}: RefundOrderOptions): Promise<TAdminOrder> {
  requirePermission(actor, 'update:order:any');
  const order = await orderRepo.findById(db, input.id);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (order.pay_status !== 'Paid' || !order.provider_payment_id) throw new AppError('ORDER_NOT_PAID');
  const left = order.amount_minor - order.refunded_minor;
  const amount = input.amount ?? left;
  if (amount > left || amount <= 0)
    throw new AppError('REFUND_TOO_LARGE', { fields: { amount: [{ key: 'errors:REFUND_TOO_LARGE' }] } });
  const refund = await payments.refund({
    paymentId: order.provider_payment_id,
    amountMinor: amount,
    idempotencyKey: `refund-${order.id}-${order.refunded_minor}-${amount}`,
  });
  const updated = await db.transaction(async (tx) => {
    const locked = await orderRepo.lockById(tx, order.id);
    if (!locked) throw new AppError('ORDER_NOT_FOUND');
    await orderRepo.insertRefund(tx, {
      order_id: order.id,
      amount_minor: amount,
      reason: input.reason,
      admin_user_id: actor.user_id as number,
      provider_refund_id: refund.refundId,
    });
    const row = await orderRepo.update(tx, order.id, { refunded_minor: locked.refunded_minor + amount }, clock.now());
    await onRefunded?.(tx, { order_id: order.id, amount_minor: amount, reason: input.reason });
    return row;
  });
  const [presented] = await presentAdminOrders(db, [updated], actor.locale);
  return presented as TAdminOrder;
}
