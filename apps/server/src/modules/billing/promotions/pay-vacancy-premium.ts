import { type TPaymentSession, type TVacancyPremiumTariff, vacancyPremiumPrice } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { payerOf } from '../lib/payer.ts';
import { promoFor } from '../lib/promo.ts';
import { startSubscription } from '../lib/start-subscription.ts';
import { isPaidNow, subscriptionRepo } from '../lib/subscription.repo.ts';
import { promotableVacancy } from './promotable.ts';

export type PayVacancyPremiumOptions = UseCaseArgs<
  { tariff: TVacancyPremiumTariff; vacancy_id: number; promo_code?: string | undefined },
  'clock' | 'limiter'
> & { payments: PaymentGateway };

/** A vacancy's premium, weekly or monthly, renewed until the owner stops it; one running per vacancy. */
export async function payVacancyPremium({
  actor,
  input,
  db,
  clock,
  limiter,
  payments,
}: PayVacancyPremiumOptions): Promise<TPaymentSession> {
  requirePermission(actor, 'create:order:own');
  const payer = await payerOf(db, actor, { toPay: true });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  await promotableVacancy(db, payer.company_id, input.vacancy_id, clock.now());
  const running = await subscriptionRepo.findLive(db, payer, 'vacancy_premium', input.vacancy_id);
  if (isPaidNow(running)) throw new AppError('ALREADY_SUBSCRIBED');
  const promo = await promoFor(db, input.promo_code, 'vacancy_premium', clock.now());
  return startSubscription({ db, payments, clock, limiter, actor }, payer, {
    product: 'vacancy_premium',
    tariff: input.tariff,
    period: input.tariff,
    subject_id: input.vacancy_id,
    list_amount: vacancyPremiumPrice(input.tariff),
    promo,
  });
}
