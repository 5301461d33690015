import { ROLES, type TUser } from '@hushwork/contract';

/**
 * Who reads a pricing page, as far as paying for a tariff goes (spec section 6: only a company's owner pays; its other
 * members are told to ask the owner). The pages show the subscribe button to `owner` alone and a word to the rest.
 */
export type Buyer = 'guest' | 'worker' | 'admin' | 'no-company' | 'member' | 'subscribed' | 'owner';

export function buyerOf(user: TUser | null): Buyer {
  if (!user) return 'guest';
  if (user.role_id === ROLES.worker) return 'worker';
  if (user.role_id !== ROLES.company) return 'admin';
  if (!user.company || !user.employer) return 'no-company';
  if (!user.employer.is_owner) return 'member';
  return user.employer.tariff.active ? 'subscribed' : 'owner';
}

/** The sign-in page, coming back to `path` (a localized path of this site) once signed in. */
export const signInPathOf = (loginPath: string, path: string) => `${loginPath}?redirect=${encodeURIComponent(path)}`;
