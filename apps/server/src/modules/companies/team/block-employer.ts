import type { TEmployer } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { userDirectory } from '../../identity/index.ts';
import { employerRepo } from './lib/employer.repo.ts';
import { presentEmployer } from './lib/present-employer.ts';
import { requireTeamTarget } from './lib/team-target.ts';

export type BlockEmployerOptions = UseCaseArgs<{ id: number }, 'clock'>;

/** A blocked colleague loses access at once: their sessions end (the next request is a 401) and sign-in is refused. */
export async function blockEmployer({ actor, input, db, clock }: BlockEmployerOptions): Promise<TEmployer> {
  requirePermission(actor, 'update:employer:own');
  return db.transaction(async (tx) => {
    const target = await requireTeamTarget(tx, actor, input.id);
    const employer = await employerRepo.update(tx, target.user_id, { blocked_at: clock.now() });
    await userDirectory.setBlocked(tx, clock, target.user_id, true);
    return presentEmployer(tx, employer);
  });
}
