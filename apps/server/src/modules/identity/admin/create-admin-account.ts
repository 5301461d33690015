import { randomBytes } from 'node:crypto';
import { IDENTITY, type Locale, ROLES } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { issueSingleUseToken } from '../single-use-tokens.ts';
import { userRepo } from '../user.repo.ts';
import { type AdminAccountChange, assertEmailFree, presentAfter } from './lib/admin-account-target.ts';

type Input = { name: string; email: string; locale: Locale };

/**
 * A new admin, as `admin:create` makes one but without a password: the set-password link (the reset page's token,
 * lasting `IDENTITY.finishAccountTtlS`) sets it and confirms the address, and the first sign-in after that sets up
 * the second factor (ADR 0035). The caller mails `link` in its own words, in the same transaction.
 */
export async function createAdminAccount({
  actor,
  input,
  db,
  clock,
  link,
}: UseCaseArgs<Input, 'clock' | 'link'>): Promise<AdminAccountChange & { link: string }> {
  requirePermission(actor, 'create:user:any');
  await assertEmailFree(db, input.email, null);
  const now = clock.now();
  const user = await userRepo.insert(db, {
    role_id: ROLES.admin,
    email: input.email,
    password_hash: null,
    name: input.name,
    locale: input.locale,
    email_verified_at: null,
    invite_code: randomBytes(6).toString('base64url'),
    created_at: now,
    updated_at: now,
  });
  const token = await issueSingleUseToken(db, clock, user.id, 'reset_password', IDENTITY.finishAccountTtlS);
  const account = await presentAfter(db, user.id);
  return {
    id: user.id,
    before: {},
    after: { name: account.name, email: account.email, locale: account.locale },
    account,
    link: link(input.locale, '/new-password', { token }),
  };
}
