import {
  ADMIN,
  ROLES,
  roleNameOf,
  type TAdminUser,
  type TAdminUserDetail,
  type TAdminUserStatus,
  type TAdminUsersQueryParsed,
} from '@hushwork/contract';
import { and, asc, count, eq, gt, ilike, isNotNull, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import { adminOrder } from '../../../../platform/db/admin-query.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { adminOffset, adminPageOf, containsPattern } from '../../../../platform/moderation.ts';
import { sessions, users } from '../../identity.schema.ts';
import type { UserRow } from '../../user.repo.ts';

/** Where an account stands; a deletion wins over a block, a block over the active switch. */
const statusOf = (user: UserRow): TAdminUserStatus =>
  user.deleted_at ? 'deleted' : user.blocked_at ? 'blocked' : user.is_active ? 'active' : 'deactivated';

const STATUS_WHERE: Record<TAdminUserStatus, SQL> = {
  deleted: isNotNull(users.deleted_at),
  blocked: and(isNull(users.deleted_at), isNotNull(users.blocked_at)) as SQL,
  deactivated: and(isNull(users.deleted_at), isNull(users.blocked_at), eq(users.is_active, false)) as SQL,
  active: and(isNull(users.deleted_at), isNull(users.blocked_at), eq(users.is_active, true)) as SQL,
};

const presentAdminUser = (user: UserRow): TAdminUser => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: roleNameOf(user.role_id) as TAdminUser['role'],
  status: statusOf(user),
  is_email_verified: user.email_verified_at !== null,
  created_at: user.created_at.toISOString(),
});

const SHAPE = {
  id: users.id,
  status: users.is_active,
  search: [users.email, users.name],
  sorts: { created_at: users.created_at, email: users.email, name: users.name },
} as const;

/** The only SQL of the admins' account screens; writes go through identity's own `userRepo`. */
export const adminUserRepo = {
  async list(db: Db, query: TAdminUsersQueryParsed) {
    const conditions: SQL[] = [];
    if (query.role) conditions.push(eq(users.role_id, ROLES[query.role]));
    if (query.status) conditions.push(STATUS_WHERE[query.status]);
    if (query.q) {
      const pattern = containsPattern(query.q);
      conditions.push(or(ilike(users.email, pattern), ilike(users.name, pattern)) as SQL);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(...adminOrder(SHAPE, { sort: query.sort, dir: query.dir, page: query.page }))
        .limit(ADMIN.pageSize)
        .offset(adminOffset(query.page)),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return adminPageOf(rows.map(presentAdminUser), total!.n, query.page);
  },

  /** The first accounts of a role whose name or e-mail starts with the text, shortest names first. */
  autocomplete(db: Db, prefix: string, roleId: number) {
    const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.role_id, roleId),
          isNull(users.deleted_at),
          or(ilike(users.name, pattern), ilike(users.email, pattern)),
        ),
      )
      .orderBy(sql`length(${users.name})`, asc(users.name), asc(users.id))
      .limit(ADMIN.autocompleteMax);
  },

  /** The account's sessions: the newest one's start (its last sign-in) and how many are alive now. */
  async sessionFacts(db: Db, userId: number, now: Date) {
    const [[last], [live]] = await Promise.all([
      db
        .select({ at: max(sessions.created_at) })
        .from(sessions)
        .where(eq(sessions.user_id, userId)),
      db
        .select({ n: count() })
        .from(sessions)
        .where(
          and(
            eq(sessions.user_id, userId),
            isNull(sessions.revoked_at),
            isNull(sessions.rotated_at),
            gt(sessions.refresh_expires_at, now),
          ),
        ),
    ]);
    return { last_sign_in_at: last?.at ?? null, sessions_count: live!.n };
  },
};

export const presentAdminUserDetail = (
  user: UserRow,
  facts: { last_sign_in_at: Date | null; sessions_count: number },
): TAdminUserDetail => ({
  ...presentAdminUser(user),
  locale: user.locale,
  is_active: user.is_active,
  blocked_at: user.blocked_at?.toISOString() ?? null,
  deleted_at: user.deleted_at?.toISOString() ?? null,
  last_sign_in_at: facts.last_sign_in_at ? new Date(facts.last_sign_in_at).toISOString() : null,
  sessions_count: facts.sessions_count,
});
