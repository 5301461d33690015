import { ROLES } from '@hushwork/contract';
import type { EmailVerifiedHook } from '../../platform/email-verified-hooks.ts';
import { employerRepo } from './employer.repo.ts';
import { invitationRepo } from './invitation.repo.ts';

/**
 * A company account that confirms an address a team invited joins that team (the oldest invitation wins), unless
 * it is already in one. Run inside identity's confirmation transaction, so a confirmation and its joining stand or
 * fall together.
 */
export const claimTeamInvitation: EmailVerifiedHook = async (db, account) => {
  if (account.role_id !== ROLES.company) return;
  const invitation = await invitationRepo.oldestOpenFor(db, account.email);
  if (!invitation) return;
  const employer = await employerRepo.find(db, account.id);
  if (employer?.company_id) return;
  const open = await employerRepo.openRequestOf(db, account.id);
  if (open) await employerRepo.decideRequest(db, open.id, open.company_id, 'declined');
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
