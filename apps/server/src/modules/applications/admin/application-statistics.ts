import { ADMIN } from '@hushwork/contract';
import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { sumOfTrends, type Trend, trendOf } from '../../../platform/db/trend.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { job_applications, job_offers } from '../applications.schema.ts';

/** Whose applications: a candidate's (their account's), a company's, or those to some vacancies (an employer's). */
export type ApplicationsOf = { user_id: number } | { company_id: number } | { vacancy_ids: readonly number[] };

export type ApplicationStatistics = { applications: Trend; responses: Trend; hires: Trend };

/**
 * One item's applications, responses and hires over the admin's window (ADR 0037). A response is the company's
 * answer to a candidate: a rejection (on the day it was made) or a job offer (on the day it was sent); a hire an offer
 * the candidate accepted, on the day they did.
 */
export async function applicationStatistics({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<ApplicationsOf, 'clock'>): Promise<ApplicationStatistics> {
  requirePermission(actor, 'read:response:any');
  const window = { days: ADMIN.trendDays, now: clock.now() };
  const byApplication = whereOf(input, job_applications);
  const byOffer = whereOf(input, job_offers);
  const [applications, rejections, offers, hires] = await Promise.all([
    trendOf(db, { table: job_applications, column: job_applications.created_at, where: byApplication, ...window }),
    trendOf(db, {
      table: job_applications,
      column: job_applications.rejected_at,
      where: and(byApplication, isNotNull(job_applications.rejected_at)),
      ...window,
    }),
    trendOf(db, { table: job_offers, column: job_offers.created_at, where: byOffer, ...window }),
    trendOf(db, {
      table: job_offers,
      column: job_offers.answered_at,
      where: and(byOffer, eq(job_offers.status, 'approved')),
      ...window,
    }),
  ]);
  return { applications, responses: sumOfTrends(rejections, offers), hires };
}

function whereOf(input: ApplicationsOf, table: typeof job_applications | typeof job_offers): SQL | undefined {
  if ('user_id' in input) return eq(table.user_id, input.user_id);
  if ('company_id' in input) return eq(table.company_id, input.company_id);
  // No vacancies: nothing of theirs, rather than everything.
  return inArray(table.vacancy_id, input.vacancy_ids.length > 0 ? [...input.vacancy_ids] : [0]);
}

/** What a worker's account holds as a job seeker: applications sent and job offers received. */
export async function countApplicationsOfUser({ actor, input, db }: UseCaseArgs<{ user_id: number }>) {
  requirePermission(actor, 'read:response:any');
  const [applications, offers] = await Promise.all([
    db.$count(job_applications, eq(job_applications.user_id, input.user_id)),
    db.$count(job_offers, eq(job_offers.user_id, input.user_id)),
  ]);
  return applications + offers;
}
