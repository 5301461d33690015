import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';

/** The admin area's own check before identity's: the list of every account is for admins alone. */
export function requireAdminUsers(actor: Actor): Actor {
  requirePermission(actor, 'read:admin-user:any');
  return actor;
}

/**
 * Who may start a "log in as": an admin in their own session. A "log in as" session is told so by its own code
 * before the role check, which would only say it is not an admin's.
 */
export function requireImpersonator(actor: Actor): Actor {
  if (actor.impersonator_user_id) throw new AppError('IMPERSONATION_NESTED');
  requirePermission(actor, 'create:impersonation:any');
  return actor;
}
