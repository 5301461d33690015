import { COMPANIES } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';

export type SearchCompaniesOptions = { actor: Actor; input: { search: string }; db: Db };

/** Suggestions for a search box or the "join a company" field: listed companies whose name matches. */
export async function searchCompanies({ actor, input, db }: SearchCompaniesOptions) {
  requirePermission(actor, 'read:company:any');
  return { list: await companyRepo.searchListed(db, input.search, COMPANIES.searchLimit) };
}
