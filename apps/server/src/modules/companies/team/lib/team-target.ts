import type { Actor } from '../../../../platform/auth/actor.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import { requireTeamManager, type TeamMember } from '../../profile/lib/company-policy.ts';
import { employerRepo } from './employer.repo.ts';

/** The colleague a team action is about: in the manager's team, and neither the owner nor the manager. */
export async function requireTeamTarget(db: Db, actor: Actor, employerId: number): Promise<TeamMember> {
  const manager = await requireTeamManager(db, actor);
  const target = await employerRepo.find(db, employerId);
  if (!target || target.company_id !== manager.company_id) throw new AppError('EMPLOYER_NOT_FOUND');
  if (target.is_owner || target.user_id === manager.user_id) throw new AppError('CANNOT_CHANGE_OWNER');
  return target as TeamMember;
}
