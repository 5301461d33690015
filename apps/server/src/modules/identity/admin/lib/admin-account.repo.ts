import {
  ADMIN,
  ROLES,
  type TAdminAccount,
  type TAdminAccountStatus,
  type TAdminAccountsQueryParsed,
  toLocale,
} from '@hushwork/contract';
import { and, count, eq, ilike, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import { adminOrder } from '../../../../platform/db/admin-query.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { adminOffset, adminPageOf, containsPattern } from '../../../../platform/moderation.ts';
import { second_factors, users } from '../../identity.schema.ts';
import type { UserRow } from '../../user.repo.ts';

/** A deletion wins, then a missing password (the invitation is not taken yet), then the switch or a block. */
const statusOf = (user: UserRow): TAdminAccountStatus =>
  user.deleted_at
    ? 'deleted'
    : !user.password_hash
      ? 'invited'
      : user.blocked_at || !user.is_active
        ? 'deactivated'
        : 'active';

export const presentAdminAccount = (user: UserRow, hasSecondFactor: boolean): TAdminAccount => ({
  id: user.id,
  email: user.email,
  name: user.name,
  locale: toLocale(user.locale),
  status: statusOf(user),
  is_active: user.is_active && !user.blocked_at,
  has_second_factor: hasSecondFactor,
  created_at: user.created_at.toISOString(),
});

const SHAPE = {
  id: users.id,
  status: users.is_active,
  search: [users.email, users.name],
  sorts: { created_at: users.created_at, email: users.email, name: users.name },
} as const;

const isAdmin = eq(users.role_id, ROLES.admin);
/** Who can sign in to the admin area now: a password set, not deleted, blocked or switched off. */
const isActiveAdmin = and(
  isAdmin,
  isNotNull(users.password_hash),
  isNull(users.deleted_at),
  isNull(users.blocked_at),
  eq(users.is_active, true),
) as SQL;

/** The only SQL of the admins' own accounts screen; writes go through identity's `userRepo`. */
export const adminAccountRepo = {
  async list(db: Db, query: TAdminAccountsQueryParsed) {
    const conditions: SQL[] = [isAdmin];
    if (query.q) {
      const pattern = containsPattern(query.q);
      conditions.push(or(ilike(users.email, pattern), ilike(users.name, pattern)) as SQL);
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select({ user: users, factor: second_factors.user_id })
        .from(users)
        .leftJoin(second_factors, eq(second_factors.user_id, users.id))
        .where(where)
        .orderBy(...adminOrder(SHAPE, { sort: query.sort, dir: query.dir, page: query.page }))
        .limit(ADMIN.pageSize)
        .offset(adminOffset(query.page)),
      db.select({ n: count() }).from(users).where(where),
    ]);
    const list = rows.map((row) => presentAdminAccount(row.user, row.factor !== null));
    return adminPageOf(list, total!.n, query.page);
  },

  /** An admin's row and whether their second factor is set up; undefined for any other account. */
  async find(db: Db, id: number) {
    const [row] = await db
      .select({ user: users, factor: second_factors.user_id })
      .from(users)
      .leftJoin(second_factors, eq(second_factors.user_id, users.id))
      .where(and(isAdmin, eq(users.id, id)));
    return row ? { user: row.user, hasSecondFactor: row.factor !== null } : undefined;
  },

  /** Active admins other than `exceptId`: none left means `exceptId` is the last one who can sign in. */
  async countActiveOthers(db: Db, exceptId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(isActiveAdmin, ne(users.id, exceptId)));
    return row!.n;
  },
};
