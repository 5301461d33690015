import type { TEmployer } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { requireTeamMember } from '../profile/lib/company-policy.ts';
import { employerRepo } from './lib/employer.repo.ts';
import { presentEmployers } from './lib/present-employer.ts';

export type ListEmployersOptions = { actor: Actor; db: Db };

/** The signed-in employer's team, the owner first. */
export async function listEmployers({ actor, db }: ListEmployersOptions): Promise<{ list: TEmployer[] }> {
  requirePermission(actor, 'read:employer:own');
  const member = await requireTeamMember(db, actor);
  return { list: await presentEmployers(db, await employerRepo.listTeam(db, member.company_id)) };
}
