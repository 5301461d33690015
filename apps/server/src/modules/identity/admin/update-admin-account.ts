import type { TUpdateAdminAccountRequest } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { sessionRepo } from '../session.repo.ts';
import { userRepo } from '../user.repo.ts';
import { presentAdminAccount } from './lib/admin-account.repo.ts';
import {
  type AdminAccountChange,
  adminAccountOf,
  assertEmailFree,
  assertMayRetire,
  presentAfter,
} from './lib/admin-account-target.ts';

type Input = TUpdateAdminAccountRequest & { id: number };

/**
 * Another admin's name, e-mail and switch. Switching an admin off blocks the account as well: sessions end and
 * sign-in is refused until switched on again (a worker's switch only hides a profile, an admin has none to hide).
 * The caller closes the account's sockets.
 */
export async function updateAdminAccount({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<Input, 'clock'>): Promise<AdminAccountChange> {
  requirePermission(actor, 'update:user:any');
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { user, hasSecondFactor } = await adminAccountOf(tx, input.id);
    const before = presentAdminAccount(user, hasSecondFactor);
    // A removed admin comes back through the users' restore first; until then there is nothing to edit.
    if (before.status === 'deleted') throw new AppError('ADMIN_ACCOUNT_NOT_FOUND');
    if (before.is_active && !input.is_active) await assertMayRetire(tx, actor, before);
    // One's own name and e-mail go through `admin/profile`, which asks for the password before a new e-mail.
    if (user.id === actor.user_id) throw new AppError('ADMIN_TARGET_SELF');
    if (input.email !== user.email) await assertEmailFree(tx, input.email, user.id);
    const isTurningOff = before.is_active && !input.is_active;
    await userRepo.update(tx, user.id, {
      name: input.name,
      email: input.email,
      is_active: input.is_active,
      blocked_at: input.is_active ? null : (user.blocked_at ?? now),
    });
    if (isTurningOff) await sessionRepo.revokeAllOfUser(tx, user.id, now);
    const account = await presentAfter(tx, user.id);
    const pick = (a: typeof account) => ({ name: a.name, email: a.email, is_active: a.is_active });
    return { id: user.id, before: pick(before), after: pick(account), account };
  });
}
