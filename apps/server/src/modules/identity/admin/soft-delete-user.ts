import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { disableAccount } from '../delete-account.ts';
import { userRepo } from '../user.repo.ts';
import { adminTargetOf, changeOf, type UserChange } from './lib/admin-target.ts';

/** Deletes an account as its owner would (ADR 0034): disabled at once, sessions ended, data erased after 30 days. */
export async function softDeleteUser({
  actor,
  input,
  db,
  clock,
  mailer,
}: UseCaseArgs<{ id: number }, 'clock' | 'mailer'>): Promise<UserChange> {
  requirePermission(actor, 'delete:user:any');
  const before = await adminTargetOf(db, actor, input.id, { isGuarded: true });
  if (before.deleted_at) return changeOf(before, before, ['deleted_at']);
  await disableAccount({ db, mailer }, before, clock.now());
  const after = (await userRepo.findById(db, before.id))!;
  return changeOf(before, after, ['deleted_at', 'erase_after', 'is_active']);
}
