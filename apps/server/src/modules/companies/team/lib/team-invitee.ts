import { ROLES } from '@hushwork/contract';
import { type Actor, requireUser } from '../../../../platform/auth/actor.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { userDirectory } from '../../../identity/index.ts';

/**
 * The company account an invitation may be answered by: its address confirmed, since an invitation goes to an
 * address and only its proven owner may take it up (as claim-team-invitation.ts holds). Anyone else has none.
 */
export async function inviteeOf(
  db: Db,
  actor: Actor,
): Promise<{ user_id: number; email: string; name: string } | null> {
  const { user_id } = requireUser(actor);
  if (actor.role !== 'company' || !actor.is_email_verified) return null;
  const user = await userDirectory.findById(db, user_id);
  return user?.role_id === ROLES.company ? { user_id, email: user.email, name: user.name } : null;
}
