import { ADMIN } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { Trend } from '../../../platform/db/trend.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { viewTrendOf } from '../../../platform/views/view-trend.ts';
import { candidateRepo } from '../profile/lib/candidate.repo.ts';

/**
 * A candidate's page views for an admin's statistics (ADR 0037), and the account whose applications and offers the
 * rest of the numbers count; "not found" for a profile that does not exist.
 */
export async function candidateStatistics({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<{ candidate_id: number }, 'clock'>): Promise<{ user_id: number; views: Trend }> {
  requirePermission(actor, 'update:candidate:any');
  const row = await candidateRepo.findById(db, input.candidate_id);
  if (!row) throw new AppError('ADMIN_ITEM_NOT_FOUND');
  const views = await viewTrendOf(db, 'candidate', [row.id], { days: ADMIN.trendDays, now: clock.now() });
  return { user_id: row.user_id, views };
}
