import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { requireTeamManager } from '../profile/lib/company-policy.ts';
import { employerRepo } from './lib/employer.repo.ts';

export type DeclineTeamRequestOptions = UseCaseArgs<{ id: number }>;

/** The request is closed; the employer may create a company or ask another one. */
export async function declineTeamRequest({ actor, input, db }: DeclineTeamRequestOptions): Promise<void> {
  requirePermission(actor, 'update:employer:own');
  const manager = await requireTeamManager(db, actor);
  const request = await employerRepo.decideRequest(db, input.id, manager.company_id, 'declined');
  if (!request) throw new AppError('TEAM_REQUEST_NOT_FOUND');
}
