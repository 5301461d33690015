import { ROLES } from '@hushwork/contract';
import type { ProfileSection } from '../../platform/profile-sections.ts';
import { favoriteRepo } from './favorite.repo.ts';

/** The header's favorites count (spec section 6: workers and companies see the icon). */
export const favoritesProfileSection: ProfileSection = async (db, user) =>
  user.role_id === ROLES.worker || user.role_id === ROLES.company
    ? { favorites_count: await favoriteRepo.countOf(db, user.id) }
    : {};
