import { ROLES } from '@hushwork/contract';
import type { EmailVerifiedHook } from '../../../platform/email-verified-hooks.ts';
import { employerRepo } from './lib/employer.repo.ts';
import { invitationRepo } from './lib/invitation.repo.ts';

/**
 * A company account that confirms an address a team invited joins that team (the oldest invitation wins): signing up
 * through the invitation's link was its yes. One already in a team, or that asked to join another company, answers
 * in its profile instead (accept-team-invitation.ts); its request is never dropped for it. Run inside identity's
 * confirmation transaction, so a confirmation and its joining stand or fall together.
 */
export const claimTeamInvitation: EmailVerifiedHook = async (db, account) => {
  if (account.role_id !== ROLES.company) return;
  const invitation = await invitationRepo.oldestOpenFor(db, account.email);
  if (!invitation) return;
  const employer = await employerRepo.find(db, account.id);
  if (employer?.company_id || (await employerRepo.openRequestOf(db, account.id))) return;
  await employerRepo.upsert(db, {
    user_id: account.id,
    company_id: invitation.company_id,
    name: employer?.name || account.name,
    position: invitation.position ?? employer?.position ?? null,
    is_owner: false,
    is_admin: false,
    blocked_at: null,
  });
  await invitationRepo.markAccepted(db, invitation.id);
};
