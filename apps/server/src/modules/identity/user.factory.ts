import { randomBytes } from 'node:crypto';
import { ROLES } from '@hushwork/contract';
import { hashPassword } from '../../platform/auth/secrets.ts';
import type { Db } from '../../platform/db/database.ts';
import { userRepo } from './user.repo.ts';

type UserOptions = {
  role: keyof typeof ROLES;
  email: string;
  password: string;
  name: string;
  locale?: string;
  isVerified?: boolean;
};

/** One way to make a user for the demo seed, the admin command and tests; returns the existing one if present. */
export async function createUser(db: Db, options: UserOptions) {
  const email = options.email.trim().toLowerCase();
  const existing = await userRepo.findByEmail(db, email);
  if (existing) return { user: existing, isNew: false };
  const user = await userRepo.insert(db, {
    role_id: ROLES[options.role],
    email,
    password_hash: await hashPassword(options.password),
    name: options.name,
    locale: options.locale ?? 'en',
    email_verified_at: options.isVerified === false ? null : new Date(),
    invite_code: randomBytes(6).toString('base64url'),
  });
  return { user, isNew: true };
}
