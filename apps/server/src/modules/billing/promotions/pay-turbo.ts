import { type TPaymentSession, turboPrice } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { payerOf } from '../lib/payer.ts';
import { promoFor } from '../lib/promo.ts';
import { startPayment } from '../lib/start-payment.ts';
import { promotableVacancy } from './promotable.ts';

export type PayTurboOptions = UseCaseArgs<
  { vacancy_id: number; promo_code?: string | undefined },
  'clock' | 'limiter'
> & {
  payments: PaymentGateway;
};

/**
 * Turbo for one open vacancy, paid once by the owner: once the provider confirms it, the vacancy leads its searches
 * for `BILLING.turbo.days` days (a second turbo while one runs adds its own days from its own payment).
 */
export async function payTurbo({
  actor,
  input,
  db,
  clock,
  limiter,
  payments,
}: PayTurboOptions): Promise<TPaymentSession> {
  requirePermission(actor, 'create:order:own');
  const payer = await payerOf(db, actor, { toPay: true });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  await promotableVacancy(db, payer.company_id, input.vacancy_id, clock.now());
  const promo = await promoFor(db, input.promo_code, 'turbo', clock.now());
  return startPayment({ db, payments, clock, limiter, actor }, payer, {
    product: 'turbo',
    tariff: null,
    subject_id: input.vacancy_id,
    list_amount: turboPrice(),
    promo,
  });
}
