import type { TEmployer, TUpdateEmployerRequest } from '@hushwork/contract';
import { ZUpdateEmployerRequest } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { requireTeamMember } from './company-policy.ts';
import { employerRepo } from './employer.repo.ts';
import { presentEmployer } from './present-employer.ts';

export type UpdateMyEmployerOptions = { actor: Actor; input: TUpdateEmployerRequest; db: Db };

/** The employer's own team card: the name and position colleagues and candidates see. */
export async function updateMyEmployer({ actor, input, db }: UpdateMyEmployerOptions): Promise<TEmployer> {
  requirePermission(actor, 'update:employer:own');
  const member = await requireTeamMember(db, actor);
  const fields = ZUpdateEmployerRequest.parse(input);
  return presentEmployer(db, await employerRepo.update(db, member.user_id, fields));
}
