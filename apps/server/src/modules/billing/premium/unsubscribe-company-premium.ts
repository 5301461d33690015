import type { TSubscription } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { payerOf } from '../lib/payer.ts';
import { subscriptionRepo } from '../lib/subscription.repo.ts';
import { changeRenewal } from '../subscriptions/change-renewal.ts';

export type UnsubscribeCompanyPremiumOptions = UseCaseArgs<Record<string, never>, 'clock'> & {
  payments: PaymentGateway;
  companyPremium: boolean;
};

/** Premium stops renewing; the company keeps posting until the paid period ends. */
export async function unsubscribeCompanyPremium({
  actor,
  db,
  clock,
  payments,
  companyPremium,
}: UnsubscribeCompanyPremiumOptions): Promise<TSubscription> {
  requirePermission(actor, 'create:order:own');
  if (!companyPremium) throw new AppError('PRODUCT_NOT_OFFERED');
  const payer = await payerOf(db, actor, { toPay: true });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  const subscription = await subscriptionRepo.findLive(db, payer, 'company_premium');
  return changeRenewal({ db, clock, payments, actor }, subscription, true);
}
