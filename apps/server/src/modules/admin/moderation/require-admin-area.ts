import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';

/** The admin area's own check before a domain's: a list of every item, pending ones too, is for admins alone. */
export function requireAdminArea(actor: Actor): Actor {
  requirePermission(actor, 'read:moderation:any');
  return actor;
}
