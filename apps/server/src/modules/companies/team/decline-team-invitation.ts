import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { invitationRepo } from './lib/invitation.repo.ts';
import { inviteeOf } from './lib/team-invitee.ts';

export type DeclineTeamInvitationOptions = UseCaseArgs<{ id: number }>;

/** `POST me/team-invitations/{id}/decline`: the invitation is gone; the account's own requests stay as they are. */
export async function declineTeamInvitation({ actor, input, db }: DeclineTeamInvitationOptions): Promise<void> {
  requirePermission(actor, 'update:employer:own');
  const invitee = await inviteeOf(db, actor);
  const invitation = invitee ? await invitationRepo.findOpenFor(db, input.id, invitee.email) : undefined;
  if (!invitation) throw new AppError('TEAM_INVITATION_NOT_FOUND');
  await invitationRepo.remove(db, invitation.id);
}
