import { type Actor, requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UserChange } from '../admin/lib/admin-target.ts';
import { assertCurrentPassword } from '../admin/lib/current-password.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { userRepo } from '../user.repo.ts';
import { hashRecoveryCode, newRecoveryCodes } from './lib/recovery-codes.ts';
import { secondFactorRepo } from './lib/second-factor.repo.ts';

export type RenewRecoveryCodesOptions = IdentityDeps & {
  actor: Actor;
  input: { current_password: string };
  /** The caller's record of it (the audit entry), in the transaction that replaces the codes. */
  record: (db: Db, change: UserChange) => Promise<void>;
};

/**
 * New recovery codes for the signed-in admin, after the password: the old ones stop working (spent ones or a printed
 * sheet that went missing), and the new ones are answered this once, stored only as hashes (ADR 0035).
 */
export async function renewRecoveryCodes({
  actor,
  input,
  record,
  ...deps
}: RenewRecoveryCodesOptions): Promise<string[]> {
  requirePermission(actor, 'update:profile:own');
  const { user_id } = requireUser(actor);
  const user = await userRepo.findById(deps.db, user_id);
  if (!user || !(await secondFactorRepo.findFactor(deps.db, user_id))) throw new AppError('FORBIDDEN');
  await assertCurrentPassword(deps, user, input.current_password);
  const codes = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    await secondFactorRepo.replaceRecoveryCodes(tx, user_id, codes.map(hashRecoveryCode));
    await record(tx, { id: user_id, before: {}, after: { recovery_codes: codes.length } });
  });
  return codes;
}
