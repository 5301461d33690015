import type { Actor } from '../../../../platform/auth/actor.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import type { CompanyRow } from '../../profile/lib/company.repo.ts';
import { employerRepo } from '../../team/lib/employer.repo.ts';

/** Whether the actor works at the company (blocked or not): its team neither reviews it nor sees it as a stranger. */
export async function isOnTeam(db: Db, actor: Actor, companyId: number): Promise<boolean> {
  if (actor.user_id === null) return false;
  return (await employerRepo.find(db, actor.user_id))?.company_id === companyId;
}

/**
 * A company whose reviews the actor may read: a listed one, or any for its team and admins. Anyone else gets the
 * 404 of a company that never existed, as on the company's page.
 */
export async function requireReadableCompany(db: Db, actor: Actor, company: CompanyRow | undefined) {
  if (!company) throw new AppError('COMPANY_NOT_FOUND');
  const isListed = company.moderation_status === 'approved' && company.is_public;
  if (isListed || actor.role === 'admin' || (await isOnTeam(db, actor, company.id))) return company;
  throw new AppError('COMPANY_NOT_FOUND');
}
