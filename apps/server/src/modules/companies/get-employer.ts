import type { TEmployer } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { companyError } from './company-error.ts';
import { requireTeamMember } from './company-policy.ts';
import { employerRepo } from './employer.repo.ts';
import { presentEmployer } from './present-employer.ts';

export type GetEmployerOptions = { actor: Actor; input: { id: number }; db: Db };

/** A colleague's card; someone outside the team is "not found", whoever they are. */
export async function getEmployer({ actor, input, db }: GetEmployerOptions): Promise<TEmployer> {
  requirePermission(actor, 'read:employer:own');
  const member = await requireTeamMember(db, actor);
  const employer = await employerRepo.find(db, input.id);
  if (!employer || employer.company_id !== member.company_id) throw companyError('EMPLOYER_NOT_FOUND');
  return presentEmployer(db, employer);
}
