import { ROLES, type TUser } from '@hushwork/contract';
import { testUser } from '../../test/render-header.tsx';

/**
 * A company account of the tests: its company's owner, or a member of its team, with or without a tariff, its
 * company premium paid or not.
 */
export function companyUser({ isOwner = true, hasTariff = false, canSendJobOffer = true } = {}): TUser {
  return testUser({
    id: 3,
    role_id: ROLES.company,
    company: {
      id: 7,
      slug: 'acme',
      name: 'Acme',
      description: '',
      is_public: true,
      moderation_status: 'approved',
      moderation_note: null,
      logo_id: null,
      can_send_job_offer: canSendJobOffer,
    },
    employer: {
      name: 'Olena',
      position: null,
      created_at: '2026-01-01T00:00:00.000Z',
      community: false,
      logo_id: null,
      is_owner: isOwner,
      is_admin: isOwner,
      waiting_company_approval: false,
      has_hiring_payment_reminder: false,
      tariff: { active: hasTariff },
    },
  });
}
