import { type Actor, requireUser } from '../../../../platform/auth/actor.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import { type EmployerRow, employerRepo } from '../../team/lib/employer.repo.ts';
import type { CompanyRow } from './company.repo.ts';

export type TeamMember = EmployerRow & { company_id: number };

/** The signed-in employer's place in a company's team; 404 when they have no company yet. */
export async function requireTeamMember(db: Db, actor: Actor): Promise<TeamMember> {
  const employer = await employerRepo.find(db, requireUser(actor).user_id);
  if (!employer || employer.company_id === null || employer.blocked_at) throw new AppError('COMPANY_NOT_FOUND');
  return employer as TeamMember;
}

/** Team and company settings are the owner's, or a member the owner marked as admin; others are told to ask them. */
export async function requireTeamManager(db: Db, actor: Actor): Promise<TeamMember> {
  const member = await requireTeamMember(db, actor);
  if (!member.is_owner && !member.is_admin) throw new AppError('OWNER_ONLY');
  return member;
}

/**
 * A company as `actor` may see it: a listed one (approved and public) to anyone, any other only to its team and to
 * admins. Anyone else gets the same 404 as for an id that never existed, so no call tells them it is there.
 */
export async function requireVisibleCompany(
  db: Db,
  actor: Actor,
  company: CompanyRow | undefined,
): Promise<{ company: CompanyRow; isMember: boolean }> {
  if (!company) throw new AppError('COMPANY_NOT_FOUND');
  const employer = actor.user_id === null ? undefined : await employerRepo.find(db, actor.user_id);
  const isMember = employer?.company_id === company.id && !employer.blocked_at;
  const isListed = company.moderation_status === 'approved' && company.is_public;
  if (!isListed && !isMember && actor.role !== 'admin') throw new AppError('COMPANY_NOT_FOUND');
  return { company, isMember };
}
