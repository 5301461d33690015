import { ROLES, type TUser, toLocale } from '@hushwork/contract';
import type { Db } from '../../platform/db/database.ts';
import { profileSectionsOf } from '../../platform/profile-sections.ts';
import type { Registry } from '../../platform/registry.ts';
import type { UserRow } from './user.repo.ts';

/**
 * The profile shape of spec section 3 with its status rules (section 4): workers and companies are active only once
 * their candidate or company is approved by moderation; without one they are pending. The candidate, company and
 * employer parts come from the domains that own them (`profile` in the manifests of the app's modules).
 */
export async function presentUser(db: Db, user: UserRow, registry: Registry): Promise<TUser> {
  const locale = toLocale(user.locale);
  const sections = await profileSectionsOf(db, { ...user, locale }, registry);
  const moderated =
    user.role_id === ROLES.worker ? sections.candidate : user.role_id === ROLES.company ? sections.company : undefined;
  const moderation = moderated === undefined ? 'approved' : (moderated?.moderation_status ?? 'pending');
  const status =
    moderation === 'approved'
      ? user.is_active
        ? 'active'
        : 'inactive'
      : moderation === 'rejected'
        ? 'rejected'
        : 'pending';
  return {
    id: user.id,
    role_id: user.role_id,
    email: user.email,
    name: user.name,
    locale,
    email_verification: user.email_verified_at !== null,
    is_active: user.is_active,
    is_profile_active: moderation === 'approved' && user.is_active,
    status,
    has_password: user.password_hash !== null,
    invite_code: user.invite_code,
    ...sections,
  };
}
