import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { sessionRepo } from './session.repo.ts';
import { type UserRow, userRepo } from './user.repo.ts';

/** What another domain may know of an account: never its password, tokens or sessions. */
export type DirectoryUser = Pick<UserRow, 'id' | 'role_id' | 'name' | 'email' | 'locale' | 'created_at'> & {
  is_blocked: boolean;
  is_claimed: boolean;
};

/**
 * Someone has taken the account as theirs: set a password or confirmed the address (a social sign-in does). An
 * account the admins' recruiter import made is neither until its owner follows a "forgot password" link.
 */
export const isClaimed = (user: Pick<UserRow, 'password_hash' | 'email_verified_at'>): boolean =>
  user.password_hash !== null || user.email_verified_at !== null;

const entryOf = (user: UserRow): DirectoryUser => ({
  id: user.id,
  role_id: user.role_id,
  name: user.name,
  email: user.email,
  locale: user.locale,
  created_at: user.created_at,
  is_blocked: user.blocked_at !== null,
  is_claimed: isClaimed(user),
});

/**
 * Accounts as other domains see them (a company's team, for instance). Who may look someone up is the calling use
 * case's check; this only reads and, for a team owner's block, ends sessions the way identity does.
 */
export const userDirectory = {
  async findById(db: Db, id: number): Promise<DirectoryUser | undefined> {
    const user = await userRepo.findById(db, id);
    return user && !user.deleted_at ? entryOf(user) : undefined;
  },
  async findByEmail(db: Db, email: string): Promise<DirectoryUser | undefined> {
    const user = await userRepo.findByEmail(db, email.trim().toLowerCase());
    return user && !user.deleted_at ? entryOf(user) : undefined;
  },
  async listByIds(db: Db, ids: number[]): Promise<Map<number, DirectoryUser>> {
    const rows = await userRepo.listByIds(db, [...new Set(ids)]);
    return new Map(rows.filter((user) => !user.deleted_at).map((user) => [user.id, entryOf(user)]));
  },
  /** Blocked: every session ends now (the next request is a 401) and sign-in is refused until unblocked. */
  async setBlocked(db: Db, clock: Clock, userId: number, isBlocked: boolean): Promise<void> {
    const now = clock.now();
    await userRepo.update(db, userId, { blocked_at: isBlocked ? now : null });
    if (isBlocked) await sessionRepo.revokeAllOfUser(db, userId, now);
  },
};
