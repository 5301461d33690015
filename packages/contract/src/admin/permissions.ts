import { defineGrants } from '../grants.ts';

/**
 * The admin area is admins' alone: its dashboard, its moderation queues, the accounts it manages and the audit log
 * of what admins did. Each decision also passes the owning domain's own check (`update:vacancy:any`,
 * `update:user:any`…), granted to admins there. The settings grants cover the catalogs' usage, the community skills
 * and the signed-in admin's own profile and recovery codes.
 */
export const adminGrants = defineGrants({
  guest: [],
  worker: [],
  company: [],
  admin: [
    'read:admin-dashboard:any',
    'read:moderation:any',
    'update:moderation:any',
    'read:audit-log:any',
    'read:admin-user:any',
    'update:admin-user:any',
    'delete:admin-user:any',
    'create:impersonation:any',
    'read:admin-message:any',
    'create:recruiter-import:any',
    'read:admin-settings:any',
    'update:admin-settings:any',
  ],
});
