import { money, type TPaymentSession } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { hireRepo } from '../lib/hire.repo.ts';
import { orderRepo } from '../lib/order.repo.ts';
import { payerOf } from '../lib/payer.ts';
import { sessionOf } from '../lib/payment-session.ts';
import { presentOrder } from '../lib/present.ts';
import { promoFor } from '../lib/promo.ts';
import { startPayment } from '../lib/start-payment.ts';

export type PayHireOptions = UseCaseArgs<{ id: number; promo_code?: string | undefined }, 'clock' | 'limiter'> & {
  payments: PaymentGateway;
};

/**
 * The owner pays a hire's fee: the first time an order and the provider's payment, after a refusal the same payment
 * again (its client secret asked of the provider), so one hire is never charged twice.
 */
export async function payHire({
  actor,
  input,
  db,
  clock,
  limiter,
  payments,
}: PayHireOptions): Promise<TPaymentSession> {
  requirePermission(actor, 'create:order:own');
  const payer = await payerOf(db, actor, { toPay: true });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  const hire = await hireRepo.findOfCompany(db, payer.company_id, input.id);
  if (!hire) throw new AppError('HIRE_NOT_FOUND');
  if (hire.fee_minor === 0) throw new AppError('HIRE_PAID');
  const order = hire.order_id === null ? undefined : await orderRepo.findById(db, hire.order_id);
  if (order?.pay_status === 'Paid') throw new AppError('HIRE_PAID');
  if (order?.provider_payment_id) {
    const secret = await payments.clientSecretOf(order.provider_payment_id);
    return sessionOf(payments, presentOrder(order, actor.locale), secret);
  }
  const promo = await promoFor(db, input.promo_code, 'successful_hiring', clock.now());
  const session = await startPayment({ db, payments, clock, limiter, actor }, payer, {
    product: 'successful_hiring',
    tariff: null,
    subject_id: hire.id,
    list_amount: money(hire.fee_minor),
    promo,
  });
  await hireRepo.setOrder(db, hire.id, session.order.id, clock.now());
  return session;
}
