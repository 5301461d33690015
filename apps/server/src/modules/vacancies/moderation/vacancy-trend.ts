import { ADMIN } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { trendOf } from '../../../platform/db/trend.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { vacancies } from '../vacancies.schema.ts';

/** Vacancies written per day over the dashboard's window, whatever moderation made of them. */
export function vacancyTrend({ actor, db, clock }: UseCaseArgs<unknown, 'clock'>) {
  requirePermission(actor, 'update:vacancy:any');
  return trendOf(db, { table: vacancies, column: vacancies.created_at, days: ADMIN.trendDays, now: clock.now() });
}
