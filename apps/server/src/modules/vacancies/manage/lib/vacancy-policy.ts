import { type Actor, requirePermission, requireUser } from '../../../../platform/auth/actor.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import { companyDirectory, type TeamMembership } from '../../../companies/index.ts';
import { type VacancyRow, vacancyRepo } from './vacancy.repo.ts';

/** The signed-in employer's team; posting and managing vacancies needs one (a blocked member has none). */
export async function requireTeam(db: Db, actor: Actor): Promise<TeamMembership> {
  const membership = await companyDirectory.membershipOf(db, requireUser(actor).user_id);
  if (!membership) throw new AppError('COMPANY_REQUIRED');
  return membership;
}

/**
 * A vacancy its company's team manages (any member: vacancies are the team's work, not one recruiter's), or an admin.
 * Another company's vacancy answers as one that does not exist.
 */
export async function findManagedVacancy(
  db: Db,
  actor: Actor,
  id: number,
  permission: 'update' | 'delete' = 'update',
): Promise<{ row: VacancyRow; membership: TeamMembership | null }> {
  if (actor.role === 'admin') {
    requirePermission(actor, `${permission}:vacancy:any`);
    const row = await vacancyRepo.findById(db, id);
    if (!row) throw new AppError('VACANCY_NOT_FOUND');
    return { row, membership: null };
  }
  requirePermission(actor, `${permission}:vacancy:own`);
  const membership = await requireTeam(db, actor);
  const row = await vacancyRepo.findById(db, id);
  if (!row || row.company_id !== membership.company_id) throw new AppError('VACANCY_NOT_FOUND');
  return { row, membership };
}

/** Whether the reader is of the vacancy's team or an admin: they see it before approval, and its manage links. */
async function canManage(db: Db, actor: Actor, row: VacancyRow): Promise<boolean> {
  if (actor.role === 'admin') return true;
  if (actor.role !== 'company' || actor.user_id === null) return false;
  return (await companyDirectory.membershipOf(db, actor.user_id))?.company_id === row.company_id;
}

/** A vacancy anyone may read once moderation approved it (paused or closed ones say so on their page). */
export async function readableVacancy(db: Db, actor: Actor, row: VacancyRow | undefined) {
  requirePermission(actor, 'read:vacancy:any');
  if (!row) throw new AppError('VACANCY_NOT_FOUND');
  const isManager = await canManage(db, actor, row);
  if (row.moderation_status !== 'approved' && !isManager) throw new AppError('VACANCY_NOT_FOUND');
  return { row, isManager };
}
