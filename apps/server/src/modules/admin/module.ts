import { adminGrants } from '@hushwork/contract/admin/permissions';
import { defineModule } from '../../platform/module.ts';
import { adminMails } from './admin-mails.ts';
import { adminRoutes } from './routes.ts';
import { demoModerationQueueSeed } from './seeds/demo-moderation-queue.ts';
import { auditImpersonatedRequests } from './users/audit-impersonated-requests.ts';

/**
 * The admin area (ADR 0033, 0034): moderation queues, flags, the dashboard, accounts, "log in as" and the audit log. It owns only the audit log; every change to
 * another domain's rows goes through that domain's exported use case, where the domain's rules live.
 */
export const adminModule = defineModule({
  name: 'admin',
  routes: adminRoutes,
  permissions: Object.values(adminGrants).flat(),
  mails: adminMails,
  seeds: { demo: [demoModerationQueueSeed] },
  beforeSend: auditImpersonatedRequests,
});
