import { employerTariffPrice, type TCreateSubscriptionRequest, type TPaymentSession } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { payerOf } from '../lib/payer.ts';
import { promoFor } from '../lib/promo.ts';
import { startSubscription } from '../lib/start-subscription.ts';
import { isPaidNow, subscriptionRepo } from '../lib/subscription.repo.ts';

export type CreateSubscriptionOptions = UseCaseArgs<TCreateSubscriptionRequest, 'clock' | 'limiter'> & {
  payments: PaymentGateway;
};

/**
 * An employer tariff for the company, paid by its owner. One tariff at a time: a company that has one changes or
 * cancels it rather than paying twice. A promo code takes its discount off every period.
 */
export async function createSubscription({
  actor,
  input,
  db,
  clock,
  limiter,
  payments,
}: CreateSubscriptionOptions): Promise<TPaymentSession> {
  requirePermission(actor, 'create:order:own');
  const payer = await payerOf(db, actor, { toPay: true });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  const running = await subscriptionRepo.findLive(db, payer, 'employer_tariff');
  if (isPaidNow(running)) throw new AppError('ALREADY_SUBSCRIBED');
  const promo = await promoFor(db, input.promo_code, 'employer_tariff', clock.now());
  return startSubscription({ db, payments, clock, limiter, actor }, payer, {
    product: 'employer_tariff',
    tariff: input.tariff,
    period: input.period,
    subject_id: null,
    list_amount: employerTariffPrice(input.tariff, input.period),
    promo,
  });
}
