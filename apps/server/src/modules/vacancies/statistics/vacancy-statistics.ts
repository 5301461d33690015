import { ADMIN } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { Trend } from '../../../platform/db/trend.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { viewTrendOf } from '../../../platform/views/view-trend.ts';
import { vacancyRepo } from '../manage/lib/vacancy.repo.ts';

/** Which vacancies: one, or every one an employer posted. */
export type VacanciesOf = { vacancy_id: number } | { author_user_id: number };

/**
 * The vacancies an admin's statistics are about, and their public pages' views (ADR 0037). One vacancy that does
 * not exist is "not found"; an employer who posted none has none, and no views.
 */
export async function vacancyStatistics({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<VacanciesOf, 'clock'>): Promise<{ vacancy_ids: number[]; views: Trend }> {
  requirePermission(actor, 'update:vacancy:any');
  let ids: number[];
  if ('vacancy_id' in input) {
    if (!(await vacancyRepo.findById(db, input.vacancy_id))) throw new AppError('ADMIN_ITEM_NOT_FOUND');
    ids = [input.vacancy_id];
  } else {
    ids = await vacancyRepo.idsOfAuthor(db, input.author_user_id);
  }
  const views = await viewTrendOf(db, 'vacancy', ids, { days: ADMIN.trendDays, now: clock.now() });
  return { vacancy_ids: ids, views };
}
