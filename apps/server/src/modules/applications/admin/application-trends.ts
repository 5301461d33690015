import { ADMIN } from '@hushwork/contract';
import { eq } from 'drizzle-orm';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { trendOf } from '../../../platform/db/trend.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { job_applications, job_offers } from '../applications.schema.ts';

/** Applications sent per day over the dashboard's window. */
export function applicationTrend({ actor, db, clock }: UseCaseArgs<unknown, 'clock'>) {
  requirePermission(actor, 'read:response:any');
  return trendOf(db, {
    table: job_applications,
    column: job_applications.created_at,
    days: ADMIN.trendDays,
    now: clock.now(),
  });
}

/** Hires per day: job offers the candidate accepted, on the day they did. */
export function hireTrend({ actor, db, clock }: UseCaseArgs<unknown, 'clock'>) {
  requirePermission(actor, 'update:job-offer:any');
  return trendOf(db, {
    table: job_offers,
    column: job_offers.answered_at,
    where: eq(job_offers.status, 'approved'),
    days: ADMIN.trendDays,
    now: clock.now(),
  });
}
