import { ROLES, type TUser } from '@hushwork/contract';

/** Where each role lands after sign-in, and where `/profile` sends it (spec section 4). */
export function landingPathOf(user: Pick<TUser, 'role_id'>): string {
  if (user.role_id === ROLES.company) return '/profile/employer';
  if (user.role_id === ROLES.admin) return '/admin/profile';
  return '/profile/user';
}
