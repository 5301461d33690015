import type { TAdminUserDetail } from '@hushwork/contract';

/** Every action the API offers on one account (`admin/users/{id}/...`), as the page's form posts name them. */
const USER_INTENTS = [
  'activate',
  'deactivate',
  'confirm-email',
  'unconfirm-email',
  'unlock',
  'restore',
  'impersonate',
  'block',
  'delete',
  'force-delete',
] as const;
export type UserIntent = (typeof USER_INTENTS)[number];

/** Asked again in a dialog before they are posted: each one ends sessions or loses data. */
export const DESTRUCTIVE_INTENTS: ReadonlySet<UserIntent> = new Set(['block', 'delete', 'force-delete']);

export const isUserIntent = (value: unknown): value is UserIntent =>
  typeof value === 'string' && (USER_INTENTS as readonly string[]).includes(value);

/** Force-delete leaves the row with this address, so an erased account offers nothing more. */
const isErased = (user: TAdminUserDetail) => /^erased-\d+@invalid$/.test(user.email);

/**
 * The actions that make sense for the account as it stands: one of each pair (activate or deactivate), nothing that
 * would change nothing. An admin's account is guarded by the API (ADR 0034), so those actions are not offered at
 * all; the API's refusal still reaches the page as a toast should the account change meanwhile.
 */
export function intentsFor(user: TAdminUserDetail): UserIntent[] {
  if (isErased(user)) return [];
  const isDeleted = user.deleted_at !== null;
  const isBlocked = user.blocked_at !== null;
  const isGuarded = user.role === 'admin';
  const shown: Record<UserIntent, boolean> = {
    activate: !isDeleted && !user.is_active,
    deactivate: !isDeleted && user.is_active,
    'confirm-email': !user.is_email_verified,
    'unconfirm-email': user.is_email_verified,
    unlock: isBlocked,
    restore: isDeleted,
    impersonate: !isGuarded && !isDeleted && !isBlocked,
    block: !isGuarded && !isDeleted && !isBlocked,
    delete: !isGuarded && !isDeleted,
    'force-delete': !isGuarded,
  };
  return USER_INTENTS.filter((intent) => shown[intent]);
}
