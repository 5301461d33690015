import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { employerRepo } from './lib/employer.repo.ts';
import { invitationRepo } from './lib/invitation.repo.ts';
import { inviteeOf } from './lib/team-invitee.ts';

export type AcceptTeamInvitationOptions = UseCaseArgs<{ id: number }>;

/**
 * `POST me/team-invitations/{id}/accept`: the invited company account joins the team. Its own request to join another
 * company is withdrawn now, by this choice of theirs, and not before.
 */
export async function acceptTeamInvitation({ actor, input, db }: AcceptTeamInvitationOptions): Promise<void> {
  requirePermission(actor, 'update:employer:own');
  await db.transaction(async (tx) => {
    const invitee = await inviteeOf(tx, actor);
    const invitation = invitee ? await invitationRepo.findOpenFor(tx, input.id, invitee.email) : undefined;
    if (!invitee || !invitation) throw new AppError('TEAM_INVITATION_NOT_FOUND');
    const employer = await employerRepo.find(tx, invitee.user_id);
    if (employer?.company_id) throw new AppError('ALREADY_IN_COMPANY');
    const open = await employerRepo.openRequestOf(tx, invitee.user_id);
    if (open) await employerRepo.decideRequest(tx, open.id, open.company_id, 'declined');
    await employerRepo.upsert(tx, {
      user_id: invitee.user_id,
      company_id: invitation.company_id,
      name: employer?.name || invitee.name,
      position: invitation.position ?? employer?.position ?? null,
      is_owner: false,
      is_admin: false,
      blocked_at: null,
    });
    await invitationRepo.markAccepted(tx, invitation.id);
  });
}
