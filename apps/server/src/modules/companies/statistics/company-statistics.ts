import { ADMIN } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { Trend } from '../../../platform/db/trend.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { viewTrendOf } from '../../../platform/views/view-trend.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';

/** A company's page views for an admin's statistics (ADR 0037); "not found" for a company that does not exist. */
export async function companyStatistics({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<{ company_id: number }, 'clock'>): Promise<{ views: Trend }> {
  requirePermission(actor, 'update:company:any');
  if (!(await companyRepo.findById(db, input.company_id))) throw new AppError('ADMIN_ITEM_NOT_FOUND');
  return { views: await viewTrendOf(db, 'company', [input.company_id], { days: ADMIN.trendDays, now: clock.now() }) };
}
