import type { Db } from '../../../platform/db/database.ts';
import type { EmployerStanding } from '../../companies/index.ts';
import { hireRepo } from '../lib/hire.repo.ts';
import { subscriptionRepo } from '../lib/subscription.repo.ts';

/** What billing tells an employer's profile: an overdue hire's fee, an employer tariff paid now. */
export const employerBilling = {
  async standingOf(db: Db, companyId: number): Promise<EmployerStanding> {
    const payer = { company_id: companyId, user_id: 0 };
    const [overdue, tariff] = await Promise.all([
      hireRepo.hasOverdue(db, companyId, new Date()),
      subscriptionRepo.findLive(db, payer, 'employer_tariff'),
    ]);
    return {
      has_hiring_payment_reminder: overdue,
      has_active_tariff: tariff?.status === 'active' || tariff?.status === 'past_due',
    };
  },
};
