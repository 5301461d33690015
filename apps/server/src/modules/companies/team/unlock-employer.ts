import type { TEmployer } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { userDirectory } from '../../identity/index.ts';
import { employerRepo } from './lib/employer.repo.ts';
import { presentEmployer } from './lib/present-employer.ts';
import { requireTeamTarget } from './lib/team-target.ts';

export type UnlockEmployerOptions = UseCaseArgs<{ id: number }, 'clock'>;

/** The colleague may sign in again; sessions ended by the block stay ended. */
export async function unlockEmployer({ actor, input, db, clock }: UnlockEmployerOptions): Promise<TEmployer> {
  requirePermission(actor, 'update:employer:own');
  return db.transaction(async (tx) => {
    const target = await requireTeamTarget(tx, actor, input.id);
    const employer = await employerRepo.update(tx, target.user_id, { blocked_at: null });
    await userDirectory.setBlocked(tx, clock, target.user_id, false);
    return presentEmployer(tx, employer);
  });
}
