import { ROLES } from '@hushwork/contract';
import type { ProfileSection } from '../../platform/profile-sections.ts';
import { companyDirectory } from '../companies/index.ts';
import { applicationRepo } from './application.repo.ts';
import { offerRepo } from './offer.repo.ts';

/**
 * The header's notification badge (spec sections 2 and 9): a company account counts the unread responses to its
 * company's vacancies, a worker the unread offers still waiting for their answer.
 */
export const applicationsProfileSection: ProfileSection = async (db, user) => {
  if (user.role_id === ROLES.worker) {
    return {
      unread_offers: await offerRepo.count(db, { user_id: user.id, status: 'pending', is_read_by_worker: false }),
    };
  }
  if (user.role_id !== ROLES.company) return {};
  const membership = await companyDirectory.membershipOf(db, user.id);
  if (!membership) return {};
  return { unread_responses: await applicationRepo.count(db, { company_id: membership.company_id, is_read: false }) };
};
