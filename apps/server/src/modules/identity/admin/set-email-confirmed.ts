import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { userRepo } from '../user.repo.ts';
import { adminTargetOf, changeOf, type UserChange } from './lib/admin-target.ts';

/**
 * Marks the e-mail address confirmed (support checked it another way) or unconfirmed (it bounced): the owner then
 * confirms it again through the usual link. Asking for the state it is in changes nothing.
 */
export async function setEmailConfirmed({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<{ id: number; is_confirmed: boolean }, 'clock'>): Promise<UserChange> {
  requirePermission(actor, 'update:user:any');
  const before = await adminTargetOf(db, actor, input.id);
  if ((before.email_verified_at !== null) === input.is_confirmed)
    return changeOf(before, before, ['email_verified_at']);
  const after = await userRepo.update(db, before.id, { email_verified_at: input.is_confirmed ? clock.now() : null });
  return changeOf(before, after, ['email_verified_at']);
}
