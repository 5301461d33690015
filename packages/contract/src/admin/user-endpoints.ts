import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZOk } from '../envelope.ts';
import { ZAuditLogPage, ZAuditLogQuery } from './audit.ts';
import {
  ZAdminUserChange,
  ZAdminUserDetail,
  ZAdminUserParams,
  ZAdminUsersPage,
  ZAdminUsersQuery,
  ZImpersonationSession,
} from './users.ts';

const endpoint = endpointsOf({ tags: ['admin'], auth: 'required' });

/** What an action on one account may answer: not an admin, no such account, or a target admins may not touch. */
const ON_USER = ['FORBIDDEN', 'ADMIN_USER_NOT_FOUND'] as const;
const ON_OTHERS = [...ON_USER, 'ADMIN_TARGET_SELF', 'ADMIN_TARGET_ADMIN'] as const;

export const listAdminUsers = endpoint({
  method: 'GET',
  path: '/api/admin/users',
  summary: 'Admins: every account, searched by e-mail or name, by role and status',
  query: ZAdminUsersQuery,
  response: ZAdminUsersPage,
  errors: errorsOf('FORBIDDEN'),
});
export const getAdminUser = endpoint({
  method: 'GET',
  path: '/api/admin/users/{id}',
  summary: 'Admins: one account’s facts (role, e-mail verified, active, blocked, deleted, sessions)',
  params: ZAdminUserParams,
  response: ZAdminUserDetail,
  errors: errorsOf(...ON_USER),
});
/** The spec lists `users` among the premium calls; it is the admins' list under another name (ADR 0034). */
export const listUsers = endpoint({
  method: 'GET',
  path: '/api/users',
  summary: 'Admins: the same list as GET admin/users (the spec’s older name for it)',
  query: ZAdminUsersQuery,
  response: ZAdminUsersPage,
  errors: errorsOf('FORBIDDEN'),
});
export const getUser = endpoint({
  method: 'GET',
  path: '/api/users/{id}',
  summary: 'Admins: the same facts as GET admin/users/{id} (the spec’s older name for it)',
  params: ZAdminUserParams,
  response: ZAdminUserDetail,
  errors: errorsOf(...ON_USER),
});

export const activateAdminUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/{id}/activate',
  summary: 'Admins: turn an account’s active switch on',
  params: ZAdminUserParams,
  response: ZAdminUserChange,
  errors: errorsOf(...ON_USER),
});
export const deactivateAdminUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/{id}/deactivate',
  summary: 'Admins: turn an account’s active switch off (its profile leaves search; it may still sign in)',
  params: ZAdminUserParams,
  response: ZAdminUserChange,
  errors: errorsOf(...ON_USER),
});
export const blockAdminUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/{id}/block',
  summary: 'Admins: block an account: every session and open socket ends at once, sign-in is refused',
  params: ZAdminUserParams,
  response: ZAdminUserChange,
  errors: errorsOf(...ON_OTHERS),
});
export const unlockAdminUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/{id}/unlock',
  summary: 'Admins: lift a block, so the account may sign in again',
  params: ZAdminUserParams,
  response: ZAdminUserChange,
  errors: errorsOf(...ON_USER),
});
export const restoreAdminUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/{id}/restore',
  summary: 'Admins: undo a deletion whose data is not erased yet',
  params: ZAdminUserParams,
  response: ZAdminUserChange,
  errors: errorsOf(...ON_USER, 'ADMIN_USER_ERASED'),
});
export const confirmAdminUserEmail = endpoint({
  method: 'POST',
  path: '/api/admin/users/{id}/confirm-email',
  summary: 'Admins: mark an account’s e-mail address confirmed',
  params: ZAdminUserParams,
  response: ZAdminUserChange,
  errors: errorsOf(...ON_USER),
});
export const unconfirmAdminUserEmail = endpoint({
  method: 'DELETE',
  path: '/api/admin/users/{id}/confirm-email',
  summary: 'Admins: mark an account’s e-mail address unconfirmed (its owner confirms it again)',
  params: ZAdminUserParams,
  response: ZAdminUserChange,
  errors: errorsOf(...ON_USER),
});
export const deleteAdminUser = endpoint({
  method: 'DELETE',
  path: '/api/admin/users/{id}',
  summary: 'Admins: delete an account as its owner would (sessions end; data erased after 30 days unless restored)',
  params: ZAdminUserParams,
  response: ZAdminUserChange,
  errors: errorsOf(...ON_OTHERS),
});
export const forceDeleteAdminUser = endpoint({
  method: 'DELETE',
  path: '/api/admin/users/{id}/force-delete',
  summary: 'Admins: erase an account’s personal data in every table now; what accounting keeps stays, anonymized',
  params: ZAdminUserParams,
  response: ZAdminUserChange,
  errors: errorsOf(...ON_OTHERS),
});
export const impersonateAdminUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/{id}/login',
  summary: 'Admins: “log in as”: a session of the account, marked and audited as the admin’s',
  params: ZAdminUserParams,
  response: ZImpersonationSession,
  errors: errorsOf(...ON_OTHERS, 'IMPERSONATION_NESTED', 'USER_BLOCKED'),
});
export const endImpersonation = endpoint({
  method: 'POST',
  path: '/api/admin/impersonation/end',
  summary: 'Ends a “log in as” session; only such a session may call it (the admin’s own session was kept)',
  response: ZOk,
  errors: errorsOf('FORBIDDEN'),
});

export const listAuditLog = endpoint({
  method: 'GET',
  path: '/api/admin/audit-log',
  summary: 'Admins: what admins did, newest first, by actor, action, target and days; never changed',
  query: ZAuditLogQuery,
  response: ZAuditLogPage,
  errors: errorsOf('FORBIDDEN'),
});
