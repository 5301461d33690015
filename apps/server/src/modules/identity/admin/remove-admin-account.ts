import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { disableAccount } from '../delete-account.ts';
import { presentAdminAccount } from './lib/admin-account.repo.ts';
import { type AdminAccountChange, adminAccountOf, assertMayRetire, presentAfter } from './lib/admin-account-target.ts';

/**
 * Removes another admin's account as its owner's deletion would (ADR 0034): sessions end at once, the data is erased
 * after 30 days unless restored from the users' screen. Never one's own account, never the last active admin's.
 */
export async function removeAdminAccount({
  actor,
  input,
  db,
  clock,
  mailer,
}: UseCaseArgs<{ id: number }, 'clock' | 'mailer'>): Promise<AdminAccountChange> {
  requirePermission(actor, 'delete:user:any');
  const { user, hasSecondFactor } = await adminAccountOf(db, input.id);
  const before = presentAdminAccount(user, hasSecondFactor);
  await assertMayRetire(db, actor, before);
  if (before.status !== 'deleted') await disableAccount({ db, mailer }, user, clock.now());
  const account = await presentAfter(db, user.id);
  return { id: user.id, before: { status: before.status }, after: { status: account.status }, account };
}
