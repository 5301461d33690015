import type { TTeamRequest } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { userDirectory } from '../../identity/index.ts';
import { requireTeamManager } from '../profile/lib/company-policy.ts';
import { employerRepo } from './lib/employer.repo.ts';

export type ListTeamRequestsOptions = { actor: Actor; db: Db };

/** Who asked to join the owner's company and waits for an answer, oldest first. */
export async function listTeamRequests({ actor, db }: ListTeamRequestsOptions): Promise<{ list: TTeamRequest[] }> {
  requirePermission(actor, 'read:employer:own');
  const manager = await requireTeamManager(db, actor);
  const requests = await employerRepo.listOpenRequests(db, manager.company_id);
  const users = await userDirectory.listByIds(
    db,
    requests.map((request) => request.user_id),
  );
  return {
    list: requests.flatMap((request) => {
      const user = users.get(request.user_id);
      return user
        ? [{ id: request.id, name: user.name, email: user.email, created_at: request.created_at.toISOString() }]
        : [];
    }),
  };
}
