import { ROLES } from '@hushwork/contract';
import type { ProfileSection } from '../../platform/profile-sections.ts';
import { candidatesHiddenFrom } from '../candidates/index.ts';
import { companyDirectory } from '../companies/index.ts';
import { roomRepo } from './room.repo.ts';

/**
 * `unread_messages` of the profile (spec section 3), the header's badge: the unread messages of the user's side over
 * all their rooms. A company's members share it; an admin's counts the outstaff rooms they answer for.
 */
export const messagingProfileSection: ProfileSection = async (db, user) => {
  if (user.role_id === ROLES.worker)
    return { unread_messages: await roomRepo.unreadTotal(db, { kind: 'candidate', candidate_user_id: user.id }) };
  if (user.role_id === ROLES.admin) return { unread_messages: await roomRepo.unreadTotal(db, { kind: 'admin' }) };
  if (user.role_id !== ROLES.company) return {};
  const membership = await companyDirectory.membershipOf(db, user.id);
  if (!membership) return { unread_messages: 0 };
  const hidden = await candidatesHiddenFrom(db, membership.company_id);
  return {
    unread_messages: await roomRepo.unreadTotal(db, {
      kind: 'company',
      company_id: membership.company_id,
      hidden_candidate_ids: hidden,
    }),
  };
};
