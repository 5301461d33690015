import { VACANCIES } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyRepo } from './lib/company.repo.ts';
import { pageVacanciesOf } from './lib/company-vacancies.ts';

export type ListCompanyVacanciesOptions = UseCaseArgs<{ id: number; page: number }, 'registry'>;

/** A page of a company's open job openings, as the vacancies domain presents them, once the company may be shown. */
export async function listCompanyVacancies({ actor, input, db, registry }: ListCompanyVacanciesOptions) {
  requirePermission(actor, 'read:company:any');
  const company = await companyRepo.findById(db, input.id);
  if (company?.moderation_status !== 'approved' || !company.is_public) {
    throw new AppError('COMPANY_NOT_FOUND');
  }
  const { list, total } = await pageVacanciesOf(
    db,
    { companyId: company.id, page: input.page, locale: actor.locale },
    registry,
  );
  return { list, total, page: input.page, pages: Math.min(Math.ceil(total / VACANCIES.pageSize), VACANCIES.pagesMax) };
}
