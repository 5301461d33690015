import { randomBytes } from 'node:crypto';
import { IDENTITY, type Locale, ROLES } from '@hushwork/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { issueSingleUseToken } from './single-use-tokens.ts';
import { userRepo } from './user.repo.ts';

export type CreatePendingAccountOptions = {
  db: Db;
  clock: Clock;
  link(locale: Locale, path: string, query?: Record<string, string>): string;
  input: { email: string; name: string; locale: Locale };
};

/**
 * A worker account made for someone who acted without one (a quick application): its e-mail unconfirmed and no
 * password, so nobody can sign in to it yet. The owner finishes it from `finish_link`, the set-password page, whose
 * single-use token lasts `IDENTITY.finishAccountTtlS` and also confirms the address; after that "forgot password"
 * mints a new one. The caller mails the link in its own words and its own transaction, and checks first that the
 * address has no account: a taken one is refused here as at registration.
 */
export async function createPendingAccount({ db, clock, link, input }: CreatePendingAccountOptions) {
  if (await userRepo.findByEmail(db, input.email)) throw new AppError('USER_ALREADY_EXIST');
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
  const token = await issueSingleUseToken(db, clock, user.id, 'reset_password', IDENTITY.finishAccountTtlS);
  return {
    user_id: user.id,
    email: user.email,
    name: user.name,
    finish_link: link(input.locale, '/new-password', { token }),
  };
}
