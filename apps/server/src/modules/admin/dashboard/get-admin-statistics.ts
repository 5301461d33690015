import type { TAdminStatistics } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { applicationTrend, hireTrend } from '../../applications/index.ts';
import { countPendingCandidates } from '../../candidates/index.ts';
import { countPendingCompanies, countPendingReviews } from '../../companies/index.ts';
import { countPendingComments } from '../../content/index.ts';
import { registrationTrend } from '../../identity/index.ts';
import { countPendingVacancies, vacancyTrend } from '../../vacancies/index.ts';

/** The dashboard: each queue's size, and the trends each domain counts for itself. */
export async function getAdminStatistics(args: UseCaseArgs<unknown, 'clock'>): Promise<TAdminStatistics> {
  requirePermission(args.actor, 'read:admin-dashboard:any');
  const [candidates, companies, vacancies, reviews, comments, registrations, posted, applications, hires] =
    await Promise.all([
      countPendingCandidates(args),
      countPendingCompanies(args),
      countPendingVacancies(args),
      countPendingReviews(args),
      countPendingComments(args),
      registrationTrend(args),
      vacancyTrend(args),
      applicationTrend(args),
      hireTrend(args),
    ]);
  return {
    queues: { candidates, companies, vacancies, reviews, comments },
    trends: [
      { trend: 'registrations', ...registrations },
      { trend: 'vacancies', ...posted },
      { trend: 'applications', ...applications },
      { trend: 'hires', ...hires },
    ],
  };
}
