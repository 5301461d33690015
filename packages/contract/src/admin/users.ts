import { z } from 'zod';
import { ADMIN } from '../constants.ts';
import { dataOf, pagedListOf } from '../envelope.ts';
import { ZTokens } from '../identity/user.ts';
import { zId } from '../validation.ts';

export const ADMIN_USER_ROLES = ['worker', 'company', 'admin'] as const;
export const ZAdminUserRole = z.enum(ADMIN_USER_ROLES);
export type TAdminUserRole = z.infer<typeof ZAdminUserRole>;

/**
 * Where an account stands, one word each, in the order they win: a deleted account is `deleted` even if it was
 * blocked first, a blocked one `blocked` whatever its active switch says.
 */
export const ADMIN_USER_STATUSES = ['active', 'deactivated', 'blocked', 'deleted'] as const;
export const ZAdminUserStatus = z.enum(ADMIN_USER_STATUSES);
export type TAdminUserStatus = z.infer<typeof ZAdminUserStatus>;

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** `GET admin/users`: a search in e-mail and name, the role and status filters, a sort key, the page. */
export const ZAdminUsersQuery = z.object({
  q: z
    .string()
    .trim()
    .max(ADMIN.searchMax)
    .optional()
    .transform((value) => value || undefined),
  role: z.preprocess(emptyAsAbsent, ZAdminUserRole.optional()),
  status: z.preprocess(emptyAsAbsent, ZAdminUserStatus.optional()),
  sort: z.preprocess(emptyAsAbsent, z.enum(['created_at', 'email', 'name']).optional()),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(ADMIN.pageMax).default(1),
});
export type TAdminUsersQuery = z.input<typeof ZAdminUsersQuery>;
export type TAdminUsersQueryParsed = z.output<typeof ZAdminUsersQuery>;

/** An account as admins list it: who it is and where it stands, never its password or tokens. */
export const ZAdminUser = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: ZAdminUserRole,
    status: ZAdminUserStatus,
    is_email_verified: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminUser' });
export type TAdminUser = z.infer<typeof ZAdminUser>;
export const ZAdminUsersPage = pagedListOf(ZAdminUser);

/** One account's facts: the switches an admin may turn, and how the account has been used. */
export const ZAdminUserDetail = dataOf(
  ZAdminUser.extend({
    locale: z.string(),
    is_active: z.boolean(),
    blocked_at: z.string().nullable(),
    deleted_at: z.string().nullable(),
    /** When the account last signed in (its newest session), null when it never did or the sessions are gone. */
    last_sign_in_at: z.string().nullable(),
    /** Sessions alive now (not revoked, not expired). */
    sessions_count: z.number().int(),
  }).meta({ id: 'AdminUserDetail' }),
);
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>['data'];

export const ZAdminUserParams = z.object({ id: zId });

/** What an admin action on one account changed: the fields before and after, as the audit log keeps them. */
export const ZAdminUserChange = dataOf(
  z
    .object({
      id: z.number().int(),
      before: z.record(z.string(), z.unknown()),
      after: z.record(z.string(), z.unknown()),
    })
    .meta({ id: 'AdminUserChange' }),
);

/**
 * "Log in as": a session of the target account, marked as the admin's. A browser keeps the admin's own session
 * aside and puts it back when the impersonation ends; an API client simply keeps its own token.
 */
export const ZImpersonationSession = dataOf(
  ZTokens.extend({ user_id: z.number().int() }).meta({ id: 'ImpersonationSession' }),
);
export type TImpersonationSession = z.infer<typeof ZImpersonationSession>['data'];
