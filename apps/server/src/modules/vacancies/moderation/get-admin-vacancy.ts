import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { adminVacancyRepo } from './lib/admin-vacancy.repo.ts';
import { presentAdminVacancy } from './list-admin-vacancies.ts';

/** One vacancy with its text, whatever its status, for an admin deciding on it. */
export async function getAdminVacancy({ actor, input, db }: UseCaseArgs<{ id: number }>) {
  requirePermission(actor, 'update:vacancy:any');
  const row = await adminVacancyRepo.find(db, input.id);
  if (!row) throw new AppError('ADMIN_ITEM_NOT_FOUND');
  return { ...presentAdminVacancy(row), description: row.description };
}
