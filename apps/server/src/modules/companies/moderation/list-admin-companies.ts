import type { TAdminCompany, TAdminListQuery, TDecisionStatus } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { adminPageOf } from '../../../platform/moderation.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { type AdminCompanyRow, adminCompanyRepo } from './lib/admin-company.repo.ts';

const present = (row: AdminCompanyRow): TAdminCompany => ({
  ...row,
  moderation_status: row.moderation_status as TDecisionStatus,
  created_at: row.created_at.toISOString(),
});

/** Every company as admins see it: any status, searched by name, in the order asked. */
export async function listAdminCompanies({ actor, input, db }: UseCaseArgs<TAdminListQuery>) {
  requirePermission(actor, 'update:company:any');
  const { rows, total } = await adminCompanyRepo.page(db, input);
  return adminPageOf(rows.map(present), total, input.page);
}

/** One company with its description, whatever its status. */
export async function getAdminCompany({ actor, input, db }: UseCaseArgs<{ id: number }>) {
  requirePermission(actor, 'update:company:any');
  const row = await adminCompanyRepo.find(db, input.id);
  if (!row) throw new AppError('ADMIN_ITEM_NOT_FOUND');
  return { ...present(row), description: row.description, site: row.site };
}

export const countPendingCompanies = ({ actor, db }: UseCaseArgs<unknown>) => {
  requirePermission(actor, 'update:company:any');
  return adminCompanyRepo.countByStatus(db, 'pending');
};
