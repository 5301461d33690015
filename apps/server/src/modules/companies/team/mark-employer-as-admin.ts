import type { TEmployer } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { employerRepo } from './lib/employer.repo.ts';
import { presentEmployer } from './lib/present-employer.ts';
import { requireTeamTarget } from './lib/team-target.ts';

export type MarkEmployerAsAdminOptions = UseCaseArgs<{ id: number }>;

/** A team admin manages the team and the company like the owner, but cannot touch the owner. */
export async function markEmployerAsAdmin({ actor, input, db }: MarkEmployerAsAdminOptions): Promise<TEmployer> {
  requirePermission(actor, 'update:employer:own');
  return db.transaction(async (tx) => {
    const target = await requireTeamTarget(tx, actor, input.id);
    return presentEmployer(tx, await employerRepo.update(tx, target.user_id, { is_admin: true }));
  });
}
