import type { TCommunityPlanState } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { unsubscribeCommunityPlan } from '../billing/index.ts';
import { companyReaderOf, requireOffered } from './lib/community-reader.ts';
import { planStateOf } from './lib/plan-state.ts';

export type StopCommunityRenewalOptions = UseCaseArgs<Record<string, never>, 'clock'> & {
  payments: PaymentGateway;
  isOffered: boolean;
};

/** `POST community/tariffs/unsubscribe`: the owner stops renewing the paid plan; it lasts to its period's end. */
export async function stopCommunityRenewal({
  actor,
  db,
  clock,
  payments,
  isOffered,
}: StopCommunityRenewalOptions): Promise<TCommunityPlanState> {
  requireOffered(isOffered);
  requirePermission(actor, 'update:community-plan:own');
  const reader = await companyReaderOf(db, actor);
  if (!reader.is_owner) throw new AppError('OWNER_ONLY');
  await unsubscribeCommunityPlan({ actor, input: {}, db, clock, payments });
  return planStateOf(db, reader, reader.locale, clock.now());
}
