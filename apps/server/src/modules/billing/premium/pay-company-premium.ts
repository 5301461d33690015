import { companyPremiumPrice, type TPaymentSession } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { payerOf } from '../lib/payer.ts';
import { promoFor } from '../lib/promo.ts';
import { startSubscription } from '../lib/start-subscription.ts';
import { isPaidNow, subscriptionRepo } from '../lib/subscription.repo.ts';

export type PayCompanyPremiumOptions = UseCaseArgs<
  { period: 'month' | 'year'; promo_code?: string | undefined },
  'clock' | 'limiter'
> & { payments: PaymentGateway; companyPremium: boolean };

/** The owner subscribes the company to premium (spec section 9: 30 a month, 228 a year), promo code applied. */
export async function payCompanyPremium({
  actor,
  input,
  db,
  clock,
  limiter,
  payments,
  companyPremium,
}: PayCompanyPremiumOptions): Promise<TPaymentSession> {
  requirePermission(actor, 'create:order:own');
  if (!companyPremium) throw new AppError('PRODUCT_NOT_OFFERED');
  const payer = await payerOf(db, actor, { toPay: true });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  const running = await subscriptionRepo.findLive(db, payer, 'company_premium');
  if (isPaidNow(running)) throw new AppError('ALREADY_SUBSCRIBED');
  const promo = await promoFor(db, input.promo_code, 'company_premium', clock.now());
  return startSubscription({ db, payments, clock, limiter, actor }, payer, {
    product: 'company_premium',
    tariff: null,
    period: input.period,
    subject_id: null,
    list_amount: companyPremiumPrice(input.period),
    promo,
  });
}
