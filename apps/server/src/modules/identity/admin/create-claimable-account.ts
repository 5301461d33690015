import { randomBytes } from 'node:crypto';
import { type Locale, ROLES } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { userRepo } from '../user.repo.ts';

export const emailTaken = () =>
  new AppError('USER_ALREADY_EXIST', { fields: { email: [{ key: 'validation:emailTaken' }] } });

/**
 * An account an admin makes for someone (an employer, ADR 0038): no password and an unconfirmed address, so nobody
 * can sign in to it and nothing is mailed. Its owner claims it by "forgot password", whose link sets the password
 * and confirms the address.
 */
export async function createClaimableAccount({
  actor,
  input,
  db,
}: UseCaseArgs<{ email: string; name: string; locale: Locale; role: 'company' | 'worker' }>) {
  requirePermission(actor, 'create:user:any');
  if (await userRepo.findByEmail(db, input.email)) throw emailTaken();
  const user = await insertClaimableAccount(db, input);
  return { id: user.id, after: { email: user.email, name: user.name, role_id: user.role_id } };
}

/** The row of a claimable account: no password, the address unconfirmed (shared with the recruiter import). */
export const insertClaimableAccount = (
  db: Db,
  input: { email: string; name: string; locale: Locale; role: 'company' | 'worker' },
  now?: Date,
) =>
  userRepo.insert(db, {
    role_id: ROLES[input.role],
    email: input.email,
    password_hash: null,
    name: input.name,
    locale: input.locale,
    email_verified_at: null,
    invite_code: randomBytes(6).toString('base64url'),
    ...(now ? { created_at: now, updated_at: now } : {}),
  });
