import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { companyRepo } from './company.repo.ts';
import { companyError } from './company-error.ts';
import { listVacanciesOf } from './company-vacancies.ts';

export type ListCompanyVacanciesOptions = { actor: Actor; input: { id: number }; db: Db };

/** A company's open job openings, as the vacancies domain lists them, once the company may be shown. */
export async function listCompanyVacancies({ actor, input, db }: ListCompanyVacanciesOptions) {
  requirePermission(actor, 'read:company:any');
  const company = await companyRepo.findById(db, input.id);
  if (company?.moderation_status !== 'approved' || !company.is_public) {
    throw companyError('COMPANY_NOT_FOUND');
  }
  return { list: await listVacanciesOf(db, company.id) };
}
