import type { TTeamInvitation } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { employerRepo } from './lib/employer.repo.ts';
import { invitationRepo } from './lib/invitation.repo.ts';
import { inviteeOf } from './lib/team-invitee.ts';

export type ListMyTeamInvitationsOptions = { actor: Actor; db: Db };

/**
 * `GET me/team-invitations`: the teams that invited the signed-in company account, oldest first. None once it is in
 * a team (it could not accept them) or while its address is unconfirmed.
 */
export async function listMyTeamInvitations({ actor, db }: ListMyTeamInvitationsOptions): Promise<{
  list: TTeamInvitation[];
}> {
  requirePermission(actor, 'read:employer:own');
  const invitee = await inviteeOf(db, actor);
  if (!invitee || (await employerRepo.find(db, invitee.user_id))?.company_id) return { list: [] };
  const invitations = await invitationRepo.listOpenFor(db, invitee.email);
  const companies = new Map(
    (await companyRepo.findByIds(db, [...new Set(invitations.map((row) => row.company_id))])).map((row) => [
      row.id,
      row,
    ]),
  );
  const list: TTeamInvitation[] = [];
  for (const invitation of invitations) {
    const company = companies.get(invitation.company_id);
    if (!company) continue;
    list.push({
      id: invitation.id,
      company: { id: company.id, name: company.name, slug: company.slug, logo_id: company.logo_id },
      position: invitation.position,
      inviter: (await employerRepo.find(db, invitation.invited_by))?.name ?? '',
      created_at: invitation.created_at.toISOString(),
    });
  }
  return { list };
}
