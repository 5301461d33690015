import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { requireTeamManager } from '../profile/lib/company-policy.ts';
import { employerRepo } from './lib/employer.repo.ts';

export type AcceptTeamRequestOptions = UseCaseArgs<{ id: number }>;

/** The requester joins the team as a member; the add-company push stops for them. */
export async function acceptTeamRequest({ actor, input, db }: AcceptTeamRequestOptions): Promise<void> {
  requirePermission(actor, 'update:employer:own');
  await db.transaction(async (tx) => {
    const manager = await requireTeamManager(tx, actor);
    const request = await employerRepo.decideRequest(tx, input.id, manager.company_id, 'accepted');
    if (!request) throw new AppError('TEAM_REQUEST_NOT_FOUND');
    await employerRepo.update(tx, request.user_id, {
      company_id: manager.company_id,
      is_owner: false,
      is_admin: false,
    });
  });
}
