import type { TCompany, TSaveCompanyRequest } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyRepo } from './lib/company.repo.ts';
import { requireTeamManager } from './lib/company-policy.ts';
import { renameVacanciesOf } from './lib/company-vacancies.ts';
import { presentCompany } from './lib/present-company.ts';
import { companyColumnsOf, requireOwnLogo, saveCompanyRelations } from './lib/save-company-fields.ts';

export type UpdateCompanyOptions = UseCaseArgs<TSaveCompanyRequest & { id: number }, 'registry'>;

/**
 * The owner (or a team admin) edits the company; the slug stays, so links already shared keep working, and its
 * vacancies take its new name in the same transaction (a search for the name finds them, ADR 0024).
 */
export async function updateCompany({ actor, input, db, registry }: UpdateCompanyOptions): Promise<TCompany> {
  requirePermission(actor, 'update:company:own');
  return db.transaction(async (tx) => {
    const member = await requireTeamManager(tx, actor);
    if (!(await companyRepo.findById(tx, input.id))) throw new AppError('COMPANY_NOT_FOUND');
    if (member.company_id !== input.id) throw new AppError('FORBIDDEN');
    await requireOwnLogo(tx, member.user_id, input, registry);
    const company = await companyRepo.update(tx, input.id, companyColumnsOf(input));
    await renameVacanciesOf(tx, company.id, company.name, registry);
    await saveCompanyRelations(tx, actor.locale, company.id, input);
    return presentCompany(tx, actor.locale, company, registry);
  });
}
