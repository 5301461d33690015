import type { TCommunityPaidPlan, TPaymentSession } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { payCommunityPlan } from '../billing/index.ts';
import { companyReaderOf, requireOffered } from './lib/community-reader.ts';
import { livePlanOf } from './lib/plan-state.ts';

export type SubscribeCommunityPlanOptions = UseCaseArgs<
  { id: TCommunityPaidPlan; promo_code?: string | undefined },
  'clock' | 'limiter'
> & { payments: PaymentGateway; isOffered: boolean };

/**
 * `POST community/tariffs/{id}/pay`: the owner subscribes the company through billing, as company premium is paid.
 * A running demo does not stand in the way (the paid plan replaces it once paid); a paid plan does.
 */
export async function subscribeCommunityPlan({
  actor,
  input,
  db,
  clock,
  limiter,
  payments,
  isOffered,
}: SubscribeCommunityPlanOptions): Promise<TPaymentSession> {
  requireOffered(isOffered);
  requirePermission(actor, 'create:community-plan:own');
  const reader = await companyReaderOf(db, actor);
  if (!reader.is_owner) throw new AppError('OWNER_ONLY');
  const { live } = await livePlanOf(db, reader.company_id, reader.locale, clock.now());
  if (live && live.plan !== 'demo') throw new AppError('COMMUNITY_PLAN_ACTIVE');
  return payCommunityPlan({
    actor,
    input: { plan: input.id, promo_code: input.promo_code },
    db,
    clock,
    limiter,
    payments,
  });
}
