import type { TAdminListQuery, TAdminVacancy, TDecisionStatus } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { adminPageOf } from '../../../platform/moderation.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { type AdminVacancyRow, adminVacancyRepo } from './lib/admin-vacancy.repo.ts';

export const presentAdminVacancy = (row: AdminVacancyRow): TAdminVacancy => ({
  ...row,
  moderation_status: row.moderation_status as TDecisionStatus,
  published_at: row.published_at.toISOString(),
  created_at: row.created_at.toISOString(),
});

/** Every vacancy as admins see it: any status, searched by title or company, in the order asked. */
export async function listAdminVacancies({ actor, input, db }: UseCaseArgs<TAdminListQuery>) {
  requirePermission(actor, 'update:vacancy:any');
  const { rows, total } = await adminVacancyRepo.page(db, input);
  return adminPageOf(rows.map(presentAdminVacancy), total, input.page);
}

/** How many vacancies wait for a decision, for the dashboard. */
export const countPendingVacancies = ({ actor, db }: UseCaseArgs<unknown>) => {
  requirePermission(actor, 'update:vacancy:any');
  return adminVacancyRepo.countByStatus(db, 'pending');
};
