import type { TEmployer } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { employerRepo } from './lib/employer.repo.ts';
import { presentEmployer } from './lib/present-employer.ts';
import { requireTeamTarget } from './lib/team-target.ts';

export type MarkEmployerAsAdminOptions = { actor: Actor; input: { id: number }; db: Db };

/** A team admin manages the team and the company like the owner, but cannot touch the owner. */
export async function markEmployerAsAdmin({ actor, input, db }: MarkEmployerAsAdminOptions): Promise<TEmployer> {
  requirePermission(actor, 'update:employer:own');
  return db.transaction(async (tx) => {
    const target = await requireTeamTarget(tx, actor, input.id);
    return presentEmployer(tx, await employerRepo.update(tx, target.user_id, { is_admin: true }));
  });
}
