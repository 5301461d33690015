import { COMPANIES } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';

export type SearchCompaniesOptions = UseCaseArgs<{ search: string }>;

/** Suggestions for a search box or the "join a company" field: listed companies whose name matches. */
export async function searchCompanies({ actor, input, db }: SearchCompaniesOptions) {
  requirePermission(actor, 'read:company:any');
  return { list: await companyRepo.searchListed(db, input.search, COMPANIES.searchLimit) };
}
