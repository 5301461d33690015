import type { Db } from '../../../platform/db/database.ts';
import type { EmployerStanding } from '../../companies/index.ts';
import { hireRepo } from '../lib/hire.repo.ts';
import { isPaidNow, subscriptionRepo } from '../lib/subscription.repo.ts';

/** What billing tells an employer's profile: an overdue hire's fee, an employer tariff and a community plan paid now. */
export const employerBilling = {
  async standingOf(db: Db, companyId: number): Promise<EmployerStanding> {
    const payer = { company_id: companyId, user_id: 0 };
    const [overdue, tariff, community] = await Promise.all([
      hireRepo.hasOverdue(db, companyId, new Date()),
      subscriptionRepo.findLive(db, payer, 'employer_tariff'),
      subscriptionRepo.findLive(db, payer, 'community_plan'),
    ]);
    return {
      has_hiring_payment_reminder: overdue,
      has_active_tariff: isPaidNow(tariff),
      has_community_plan: isPaidNow(community),
    };
  },
};
