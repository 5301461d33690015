import type { TEmployer, TUpdateEmployerRequest } from '@hushwork/contract';
import { ZUpdateEmployerRequest } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { requireTeamMember } from '../profile/lib/company-policy.ts';
import { employerRepo } from './lib/employer.repo.ts';
import { presentEmployer } from './lib/present-employer.ts';
import { requireTeamTarget } from './lib/team-target.ts';

export type UpdateMyEmployerOptions = UseCaseArgs<TUpdateEmployerRequest>;

/**
 * A team card: the name and position colleagues and candidates see. Without `id` (or with their own) an employer
 * edits their own; a colleague's is the owner's or a team admin's to edit, never the owner's card by an admin.
 */
export async function updateMyEmployer({ actor, input, db }: UpdateMyEmployerOptions): Promise<TEmployer> {
  requirePermission(actor, 'update:employer:own');
  const { id, ...fields } = ZUpdateEmployerRequest.parse(input);
  const member = await requireTeamMember(db, actor);
  const target = id === undefined || id === member.user_id ? member : await requireTeamTarget(db, actor, id);
  return presentEmployer(db, await employerRepo.update(db, target.user_id, fields));
}
