import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { adminVacancyRepo } from './lib/admin-vacancy.repo.ts';

/** Vacancies per specialization id, any status, for the admins' catalog page. */
export function countVacanciesBySpecialization({ actor, db }: UseCaseArgs<unknown>) {
  requirePermission(actor, 'update:vacancy:any');
  return adminVacancyRepo.countBySpecialization(db);
}
