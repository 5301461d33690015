import {
  BILLING,
  COMMUNITY,
  communityPlanPrice,
  money,
  type TCommunityTariff,
  type TCommunityTariffs,
} from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { companyDirectory } from '../companies/index.ts';
import { requireOffered } from './lib/community-reader.ts';
import { planStateOf } from './lib/plan-state.ts';

export type GetCommunityTariffsOptions = UseCaseArgs<Record<string, never>, 'clock'> & { isOffered: boolean };

const tariffs = (): TCommunityTariff[] =>
  COMMUNITY.plans.map((id) =>
    id === 'demo'
      ? {
          id,
          price: money(0),
          period: 'week',
          days: BILLING.community.demo.days,
          opens: BILLING.community.demo.opens,
        }
      : { id, price: communityPlanPrice(id), period: id, days: null, opens: BILLING.community[id].opensPerMonth },
  );

/** `GET community/tariffs`: the plans and prices for anyone; a company account also gets its plan and opens left. */
export async function getCommunityTariffs({
  actor,
  db,
  clock,
  isOffered,
}: GetCommunityTariffsOptions): Promise<TCommunityTariffs> {
  requireOffered(isOffered);
  requirePermission(actor, 'read:community-plan:any');
  const team =
    actor.role === 'company' && actor.user_id !== null ? await companyDirectory.membershipOf(db, actor.user_id) : null;
  return {
    tariffs: tariffs(),
    company: team ? await planStateOf(db, team, actor.locale, clock.now()) : null,
  };
}
