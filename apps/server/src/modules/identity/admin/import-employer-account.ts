import { DEFAULT_LOCALE, type Locale, ROLES } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { type NewUser, userRepo } from '../user.repo.ts';
import { isClaimed } from '../user-directory.ts';
import { insertClaimableAccount } from './create-claimable-account.ts';

export type ImportEmployerAccountInput = { email: string; name: string; locale?: Locale | undefined };

/** The account's columns an import row may set, by the row's column names. */
type AccountField = 'name' | 'locale';

export type ImportedAccount =
  | { outcome: 'created' | 'updated' | 'unchanged'; user_id: number; is_claimed: boolean; changed: AccountField[] }
  | { outcome: 'refused'; code: 'EMAIL_NOT_EMPLOYER' | 'ACCOUNT_CLOSED' | 'ACCOUNT_CLAIMED' };

/**
 * An employer account for the admins' recruiter import, found by its e-mail (stored normalised) or made: role
 * company, no password, the address not confirmed, so nobody can sign in to it until its owner claims it through
 * "forgot password", whose link sets a password and confirms the address. Nothing is mailed here. An account that is
 * not an employer's, or is blocked or deleted, is refused; one its owner claimed is left as they keep it (a row that
 * would change it is refused), an unclaimed one takes the row's name and language.
 */
export async function importEmployerAccount({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<ImportEmployerAccountInput, 'clock'>): Promise<ImportedAccount> {
  requirePermission(actor, 'create:user:any');
  const existing = await userRepo.findByEmail(db, input.email);
  if (!existing) {
    const user = await insertClaimableAccount(
      db,
      { email: input.email, name: input.name, locale: input.locale ?? DEFAULT_LOCALE, role: 'company' },
      clock.now(),
    );
    return { outcome: 'created', user_id: user.id, is_claimed: false, changed: [] };
  }
  if (existing.deleted_at || existing.blocked_at) return { outcome: 'refused', code: 'ACCOUNT_CLOSED' };
  if (existing.role_id !== ROLES.company) return { outcome: 'refused', code: 'EMAIL_NOT_EMPLOYER' };
  const changes: Partial<NewUser> = {};
  if (existing.name !== input.name) changes.name = input.name;
  if (input.locale && existing.locale !== input.locale) changes.locale = input.locale;
  const changed = Object.keys(changes) as AccountField[];
  const account = { user_id: existing.id, is_claimed: isClaimed(existing) };
  if (changed.length === 0) return { outcome: 'unchanged', ...account, changed };
  if (account.is_claimed) return { outcome: 'refused', code: 'ACCOUNT_CLAIMED' };
  await userRepo.update(db, existing.id, changes);
  return { outcome: 'updated', ...account, changed };
}
