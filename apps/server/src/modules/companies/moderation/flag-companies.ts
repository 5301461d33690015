import { requirePermission } from '../../../platform/auth/actor.ts';
import { missingIds } from '../../../platform/moderation.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { adminCompanyRepo } from './lib/admin-company.repo.ts';

export type FlagCompaniesOptions = UseCaseArgs<{ ids: number[]; flag: 'is_safe' | 'vip_vacancies'; value: boolean }>;

/** An admin marks companies safe, or lets a company promote vacancies to VIP; or takes either back. */
export async function flagCompanies({ actor, input, db }: FlagCompaniesOptions) {
  requirePermission(actor, 'update:company:any');
  const changes = input.flag === 'is_safe' ? { is_safe: input.value } : { vip_vacancies: input.value };
  const rows = await adminCompanyRepo.setFlag(db, input.ids, changes);
  return { changed: rows.map((row) => row.id), not_found: missingIds(input.ids, rows) };
}
