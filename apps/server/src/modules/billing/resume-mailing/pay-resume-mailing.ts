import { resumeMailingPrice, type TPaymentSession } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { payerOf } from '../lib/payer.ts';
import { promoFor } from '../lib/promo.ts';
import { startPayment } from '../lib/start-payment.ts';
import { startSubscription } from '../lib/start-subscription.ts';
import { isPaidNow } from '../lib/subscription.repo.ts';
import { mailingOrderRepo } from './mailing-order.repo.ts';
import { ownMailing } from './mailing-payer.ts';

export type PayResumeMailingOptions = UseCaseArgs<
  { id: number; promo_code?: string | undefined },
  'clock' | 'limiter' | 'registry'
> & { payments: PaymentGateway };

/**
 * The seeker pays for a mailing waiting for its payment (spec section 9): `one_time` once (6), `auto` as a monthly
 * subscription (8). The mailing starts sending only when the provider's webhook says it is paid.
 */
export async function payResumeMailing({
  actor,
  input,
  db,
  clock,
  limiter,
  registry,
  payments,
}: PayResumeMailingOptions): Promise<TPaymentSession> {
  requirePermission(actor, 'create:order:own');
  const mailing = await ownMailing(db, actor, registry, input.id);
  const payer = await payerOf(db, actor, { toPay: true });
  if (mailing.status !== 'waiting_for_payment') throw new AppError('ORDER_ALREADY_PAID');
  const subscriptions = await mailingOrderRepo.subscriptionsOf(db, payer.user_id, mailing.id);
  if (subscriptions.some(isPaidNow)) throw new AppError('ORDER_ALREADY_PAID');
  const promo = await promoFor(db, input.promo_code, 'resume_mailing', clock.now());
  const purchase = {
    product: 'resume_mailing' as const,
    tariff: mailing.mode,
    subject_id: mailing.id,
    list_amount: resumeMailingPrice(mailing.mode),
    promo,
  };
  return mailing.mode === 'auto'
    ? startSubscription({ db, payments, clock, limiter, actor }, payer, { ...purchase, period: 'month' })
    : startPayment({ db, payments, clock, limiter, actor }, payer, purchase);
}
