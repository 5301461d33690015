import { ROLES, type TModerationStatus } from '@hushwork/contract';
import type { ProfileSection } from '../../../../platform/profile-sections.ts';
import { candidateRepo } from './candidate.repo.ts';

/**
 * The `candidate` part of a worker's profile (spec section 3): `null` until the add-resume page saved one, which is
 * what the add-resume push and the status badge read.
 */
export const candidateProfileSection: ProfileSection = async (db, user) => {
  if (user.role_id !== ROLES.worker) return {};
  const row = await candidateRepo.findByUserId(db, user.id);
  if (!row) return {};
  const identity = await candidateRepo.findIdentity(db, row.id);
  return {
    candidate: {
      id: row.id,
      slug: row.slug,
      name: identity?.name ?? user.name,
      expectation_description: row.expectation_description,
      is_public: row.is_public,
      moderation_status: row.moderation_status as TModerationStatus,
      moderation_note: row.moderation_note,
      logo_id: identity?.photo_id ?? null,
      published_at: row.published_at.toISOString(),
    },
  };
};
