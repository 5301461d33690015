import { COMPANIES, type TCompanyListItem, type TListCompaniesQuery, ZListCompaniesQuery } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { presentCompanies } from '../profile/lib/present-company.ts';

export type ListCompaniesOptions = UseCaseArgs<TListCompaniesQuery, 'registry'>;

/** The public directory: approved, public companies, newest first, a page at a time. */
export async function listCompanies({ actor, input, db, registry }: ListCompaniesOptions) {
  requirePermission(actor, 'read:company:any');
  const { page, ...filters } = ZListCompaniesQuery.parse(input);
  const { rows, total } = await companyRepo.listListed(db, filters, {
    limit: COMPANIES.pageSize,
    offset: (page - 1) * COMPANIES.pageSize,
  });
  const list: TCompanyListItem[] = (await presentCompanies(db, actor.locale, rows, registry)).map((company) => ({
    id: company.id,
    slug: company.slug,
    name: company.name,
    description: company.description,
    size: company.size,
    logo_id: company.logo_id,
    offices: company.offices,
    technologies: company.technologies,
    reviews_count: company.reviews_count,
    vacancies_count: company.vacancies_count,
  }));
  return { list, total, page, pages: Math.max(1, Math.ceil(total / COMPANIES.pageSize)) };
}
