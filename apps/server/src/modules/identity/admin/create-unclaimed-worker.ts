import { randomBytes } from 'node:crypto';
import { type Locale, ROLES } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { userRepo } from '../user.repo.ts';

export type CreateUnclaimedWorkerOptions = UseCaseArgs<{ email: string; name: string; locale: Locale }, 'clock'>;

/**
 * A worker account an admin makes for someone (spec: admins add candidates): no password and an unconfirmed address,
 * so nobody signs in to it and nothing is mailed. Its owner claims it with "forgot password", whose link is mailed to
 * the address and confirms it. A taken address is refused on its field, as at registration.
 */
export async function createUnclaimedWorker({ actor, input, db, clock }: CreateUnclaimedWorkerOptions) {
  requirePermission(actor, 'update:user:any');
  if (await userRepo.findByEmail(db, input.email)) {
    throw new AppError('USER_ALREADY_EXIST', { fields: { email: [{ key: 'validation:emailTaken' }] } });
  }
  const now = clock.now();
  const user = await userRepo.insert(db, {
    role_id: ROLES.worker,
    email: input.email,
    password_hash: null,
    name: input.name,
    locale: input.locale,
    email_verified_at: null,
    invite_code: randomBytes(6).toString('base64url'),
    created_at: now,
    updated_at: now,
  });
  return { user_id: user.id, email: user.email };
}
