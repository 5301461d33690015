import { ROLES, type TUser, toLocale } from '@hushwork/contract';
import type { UserRow } from './user.repo.ts';

/**
 * The profile shape of spec section 3 with its status rules (section 4): workers and companies are active only once
 * their candidate or company is approved by moderation; until those domains exist they are pending.
 */
export function presentUser(user: UserRow): TUser {
  const isModerated = user.role_id === ROLES.worker || user.role_id === ROLES.company;
  const moderation: 'approved' | 'pending' = isModerated ? 'pending' : 'approved';
  const status = moderation === 'pending' ? 'pending' : user.is_active ? 'active' : 'inactive';
  return {
    id: user.id,
    role_id: user.role_id,
    email: user.email,
    name: user.name,
    locale: toLocale(user.locale),
    email_verification: user.email_verified_at !== null,
    is_active: user.is_active,
    is_profile_active: moderation === 'approved' && user.is_active,
    status,
    has_password: user.password_hash !== null,
    unread_messages: 0,
    invite_code: user.invite_code,
    candidate: null,
    company: null,
    employer: null,
  };
}
