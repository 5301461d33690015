import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { adminTeamRepo } from './lib/admin-team.repo.ts';

/**
 * An admin removes a company (ADR 0038): hidden and rejected, without owner or members. Its vacancies are the
 * vacancies module's to close; the admin area does both in one transaction.
 */
export async function removeCompany({ actor, input, db }: UseCaseArgs<{ id: number }>) {
  requirePermission(actor, 'update:company:any');
  const before = await companyRepo.findById(db, input.id);
  if (!before) throw new AppError('ADMIN_ITEM_NOT_FOUND');
  const memberIds = await adminTeamRepo.remove(db, input.id);
  return {
    id: before.id,
    before: { name: before.name, moderation_status: before.moderation_status, owner_user_id: before.owner_user_id },
    member_ids: memberIds,
  };
}
