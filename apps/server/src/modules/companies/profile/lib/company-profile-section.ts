import { ROLES, type TProfileCompany } from '@hushwork/contract';
import type { ProfileSection } from '../../../../platform/profile-sections.ts';
import { employerRepo } from '../../team/lib/employer.repo.ts';
import './employer-billing.ts';
import { companyRepo } from './company.repo.ts';

/** The `company` and `employer` parts of a company account's profile (spec section 3). */
export const companyProfileSection: ProfileSection = async (db, user, registry) => {
  if (user.role_id !== ROLES.company) return {};
  const employer = await employerRepo.find(db, user.id);
  if (!employer) return {};
  const row = employer.company_id !== null ? await companyRepo.findById(db, employer.company_id) : undefined;
  const company: TProfileCompany | null = row
    ? {
        id: row.id,
        slug: row.slug,
        name: row.name,
        description: row.description,
        is_public: row.is_public,
        moderation_status: row.moderation_status as TProfileCompany['moderation_status'],
        moderation_note: row.moderation_note,
        logo_id: row.logo_id,
        can_send_job_offer: row.can_send_job_offer,
      }
    : null;
  const standing = row ? await registry.ports.employerBilling?.standingOf(db, row.id) : undefined;
  return {
    company,
    employer: {
      name: employer.name,
      position: employer.position,
      created_at: employer.created_at.toISOString(),
      community: standing?.has_community_plan ?? false,
      logo_id: null,
      is_owner: employer.is_owner,
      is_admin: employer.is_admin,
      waiting_company_approval: !company && (await employerRepo.openRequestOf(db, user.id)) !== undefined,
      has_hiring_payment_reminder: standing?.has_hiring_payment_reminder ?? false,
      tariff: { active: standing?.has_active_tariff ?? false },
    },
  };
};
