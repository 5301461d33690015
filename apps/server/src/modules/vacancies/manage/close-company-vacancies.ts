import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { vacancyRepo } from './lib/vacancy.repo.ts';

/**
 * An admin removed the company: every vacancy of it still open or paused closes (a closed vacancy is never reopened,
 * `set-vacancy-state.ts`), so it leaves search, landing pages and the sitemap, which read only open approved vacancies. Answers the ids
 * closed, for the audit log.
 */
export async function closeCompanyVacancies({ actor, input, db }: UseCaseArgs<{ company_id: number }>) {
  requirePermission(actor, 'update:vacancy:any');
  return vacancyRepo.closeAllOfCompany(db, input.company_id);
}
