import { DEFAULT_LOCALE } from '@hushwork/contract';
import type { DemoSeed } from '../../../db/seeds/run-seeds.ts';
import { communityPlanOf, createCommunityPlan } from '../../billing/index.ts';
import { candidateDirectory, communityDirectory } from '../../candidates/index.ts';
import { companyDirectory } from '../../companies/index.ts';
import { userDirectory } from '../../identity/index.ts';
import { communityRepo } from '../lib/community.repo.ts';

const DAY_MS = 86_400_000;
/** How many of the demo candidates join the community, and how many of them the demo company opened. */
const MEMBERS = 6;
const OPENED = 2;

/**
 * The community directory for a local user (ADR 0049): the first demo candidates in it, and the demo employer's
 * company (Hushwork Demo Labs) on a month plan with two of its opens spent. Runs after the candidates' and billing's
 * demo seeds while the `COMMUNITY` flag is on, and stops at once once the company has its plan.
 */
export const demoCommunitySeed: DemoSeed = {
  name: 'demo-community',
  async run(db, { config }) {
    // Behind its flag like the directory: a start with the flag off shows no community plan among the orders.
    if (!config.COMMUNITY) return [];
    const [labs] = await companyDirectory.demoCompanies(db);
    if (!labs) return [];
    if ((await communityPlanOf(db, labs.company_id, DEFAULT_LOCALE)).subscription) return [];
    const now = Date.now();
    const userIds = await candidateDirectory.demoCandidateUserIds(db, MEMBERS);
    const owner = await userDirectory.findById(db, labs.owner_user_id);
    await db.transaction(async (tx) => {
      const members: number[] = [];
      for (const [n, userId] of userIds.entries()) {
        const candidate = await candidateDirectory.findByUserId(tx, userId);
        if (!candidate?.is_listed) continue;
        await communityDirectory.join(tx, candidate.id, new Date(now - (n + 1) * DAY_MS));
        members.push(candidate.id);
      }
      await createCommunityPlan(tx, {
        companyId: labs.company_id,
        userId: labs.owner_user_id,
        plan: 'month',
        periodEnd: new Date(now + 20 * DAY_MS),
        buyer: { name: 'Hushwork Demo Labs', email: owner?.email ?? '' },
      });
      const clock = { now: () => new Date(now - DAY_MS) };
      for (const candidateId of members.slice(0, OPENED)) {
        await communityRepo.recordOpening(tx, {
          company_id: labs.company_id,
          candidate_id: candidateId,
          opened_by_user_id: labs.owner_user_id,
          opened_at: clock.now(),
        });
        await communityDirectory.open(tx, clock, {
          candidateId,
          companyId: labs.company_id,
          byUserId: labs.owner_user_id,
        });
      }
    });
    return [];
  },
};
