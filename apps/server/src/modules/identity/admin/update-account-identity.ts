import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { userRepo } from '../user.repo.ts';
import { emailTaken } from './create-claimable-account.ts';
import { adminTargetOf, changeOf, type UserChange } from './lib/admin-target.ts';

/**
 * An admin corrects an account's name and e-mail. A new address is unconfirmed until its owner confirms it (or
 * claims the account through "forgot password"); another account's address is refused.
 */
export async function updateAccountIdentity({
  actor,
  input,
  db,
}: UseCaseArgs<{ id: number; name: string; email: string }>): Promise<UserChange> {
  requirePermission(actor, 'update:user:any');
  const before = await adminTargetOf(db, actor, input.id);
  const isNewEmail = before.email !== input.email;
  if (isNewEmail && (await userRepo.findByEmail(db, input.email))) throw emailTaken();
  const after = await userRepo.update(db, before.id, {
    name: input.name,
    email: input.email,
    ...(isNewEmail ? { email_verified_at: null } : {}),
  });
  return changeOf(before, after, ['name', 'email', 'email_verified_at']);
}
