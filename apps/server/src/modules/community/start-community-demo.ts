import { BILLING, type TCommunityPlanState } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { communityRepo } from './lib/community.repo.ts';
import { companyReaderOf, requireOffered } from './lib/community-reader.ts';
import { livePlanOf, planStateOf } from './lib/plan-state.ts';

export type StartCommunityDemoOptions = UseCaseArgs<Record<string, never>, 'clock'> & { isOffered: boolean };

/** `POST community/tariffs/demo`: the owner starts the free demo, once per company, while no plan is live. */
export async function startCommunityDemo({
  actor,
  db,
  clock,
  isOffered,
}: StartCommunityDemoOptions): Promise<TCommunityPlanState> {
  requireOffered(isOffered);
  requirePermission(actor, 'create:community-plan:own');
  const reader = await companyReaderOf(db, actor);
  if (!reader.is_owner) throw new AppError('OWNER_ONLY');
  const now = clock.now();
  return db.transaction(async (tx) => {
    await communityRepo.lockCompany(tx, reader.company_id);
    const { live, demo_used } = await livePlanOf(tx, reader.company_id, reader.locale, now);
    if (demo_used) throw new AppError('COMMUNITY_DEMO_USED');
    if (live) throw new AppError('COMMUNITY_PLAN_ACTIVE');
    await communityRepo.insertDemo(tx, {
      company_id: reader.company_id,
      started_by_user_id: reader.user_id,
      started_at: now,
      ends_at: new Date(now.getTime() + BILLING.community.demo.days * 86_400_000),
    });
    return planStateOf(tx, reader, reader.locale, now);
  });
}
