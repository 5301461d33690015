import type { TRecruiter } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { employerRepo } from './lib/employer.repo.ts';
import { presentEmployer } from './lib/present-employer.ts';

export type GetEmployerOptions = UseCaseArgs<{ id: number }>;

/**
 * A recruiter's public card: only members (not blocked) of an approved, public company have one, so a pending
 * company's team or a former member is "not found" like an id that never existed. The recruiter's own team also
 * gets their e-mail and standing.
 */
export async function getEmployer({ actor, input, db }: GetEmployerOptions): Promise<TRecruiter> {
  requirePermission(actor, 'read:company:any');
  const employer = await employerRepo.find(db, input.id);
  const company = employer?.company_id ? await companyRepo.findById(db, employer.company_id) : undefined;
  const viewer = actor.user_id === null ? undefined : await employerRepo.find(db, actor.user_id);
  const isTeammate = !!company && viewer?.company_id === company.id && !viewer.blocked_at;
  const isPublic = company?.moderation_status === 'approved' && company.is_public && !employer?.blocked_at;
  if (!employer || !company || (!isPublic && !isTeammate)) throw new AppError('EMPLOYER_NOT_FOUND');
  const { id: _id, name: _name, position: _position, ...team } = await presentEmployer(db, employer);
  return {
    id: employer.user_id,
    name: employer.name,
    position: employer.position,
    company: { id: company.id, slug: company.slug, name: company.name, logo_id: company.logo_id },
    team: isTeammate ? team : null,
  };
}
