import type { TSubscription } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { payerOf } from '../lib/payer.ts';
import { subscriptionRepo } from '../lib/subscription.repo.ts';
import { changeRenewal } from '../subscriptions/change-renewal.ts';

export type UnsubscribeVacancyPremiumOptions = UseCaseArgs<{ vacancy_id: number }, 'clock'> & {
  payments: PaymentGateway;
};

/** The vacancy's premium stops renewing; it stays highlighted to the end of the paid period. */
export async function unsubscribeVacancyPremium({
  actor,
  input,
  db,
  clock,
  payments,
}: UnsubscribeVacancyPremiumOptions): Promise<TSubscription> {
  requirePermission(actor, 'create:order:own');
  const payer = await payerOf(db, actor, { toPay: true });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  const subscription = await subscriptionRepo.findLive(db, payer, 'vacancy_premium', input.vacancy_id);
  return changeRenewal({ db, clock, payments, actor }, subscription, true);
}
