import { randomBytes } from 'node:crypto';
import { ROLES } from '@hushwork/contract';
import { hashPassword } from '../../platform/auth/secrets.ts';
import type { Db } from '../../platform/db/database.ts';
import { secondFactorRepo } from './second-factor/lib/second-factor.repo.ts';
import { userRepo } from './user.repo.ts';

type UserOptions = {
  role: keyof typeof ROLES;
  email: string;
  password: string;
  name: string;
  locale?: string;
  isVerified?: boolean;
  /** An admin made already enrolled with this TOTP secret (the demo admin, tests); without it, enrolment is due. */
  totpSecret?: string;
};

const rowOf = (options: UserOptions, password_hash: string) => ({
  role_id: ROLES[options.role],
  email: options.email.trim().toLowerCase(),
  password_hash,
  name: options.name,
  locale: options.locale ?? 'en',
  email_verified_at: options.isVerified === false ? null : new Date(),
  invite_code: randomBytes(6).toString('base64url'),
});

/** One way to make a user for the demo seed, the admin command and tests; returns the existing one if present. */
export async function createUser(db: Db, options: UserOptions) {
  const existing = await userRepo.findByEmail(db, options.email.trim().toLowerCase());
  const user = existing ?? (await userRepo.insert(db, rowOf(options, await hashPassword(options.password))));
  // Also for an existing one: the demo admin of a database seeded before admins had a second factor gets it.
  if (options.totpSecret) {
    await secondFactorRepo.insertFactor(db, {
      user_id: user.id,
      totp_secret: options.totpSecret,
      enrolled_at: new Date(),
    });
  }
  return { user, isNew: !existing };
}

/**
 * New accounts sharing one password, in one insert and with one hash (hashing is made slow on purpose), for tests
 * that need many people who never sign in one by one. The e-mails must be new.
 */
export async function createUsers(db: Db, password: string, list: readonly Omit<UserOptions, 'password'>[]) {
  const password_hash = await hashPassword(password);
  return userRepo.insertMany(
    db,
    list.map((options) => rowOf({ ...options, password }, password_hash)),
  );
}
