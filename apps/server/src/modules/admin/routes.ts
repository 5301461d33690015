import { admin } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { adminAccountRoutes } from './admins/routes.ts';
import { listAuditLog } from './audit/list-audit-log.ts';
import { billingAdminRoutes } from './billing/routes.ts';
import { candidateRoutes } from './candidates/routes.ts';
import { companyRoutes } from './companies/routes.ts';
import { getAdminStatistics } from './dashboard/get-admin-statistics.ts';
import { employerRoutes } from './employers/routes.ts';
import { importRoutes } from './import/routes.ts';
import { messageRoutes } from './messages/routes.ts';
import { moderationRoutes } from './moderation/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { statisticsRoutes } from './statistics/routes.ts';
import { userRoutes } from './users/routes.ts';

/** The admin area's calls: each sub-slice registers its own against their definitions in `@hushwork/contract`. */
export const adminRoutes =
  (context: ModuleContext): FastifyPluginAsync =>
  async (app) => {
    const { database, clock } = context;
    route(app, admin.getAdminStatistics, async (req) => ({
      data: await getAdminStatistics({ actor: req.actor, input: undefined, db: database.db, clock }),
    }));
    route(app, admin.listAuditLog, async (req) => ({
      data: await listAuditLog({ actor: req.actor, input: req.query, db: database.db }),
    }));
    await app.register(moderationRoutes(context));
    await app.register(userRoutes(context));
    await app.register(companyRoutes(context));
    await app.register(employerRoutes(context));
    await app.register(messageRoutes(context));
    await app.register(importRoutes(context));
    await app.register(adminAccountRoutes(context));
    await app.register(settingsRoutes(context));
    await app.register(billingAdminRoutes(context));
    await app.register(statisticsRoutes({ db: database.db, clock }));
    await app.register(candidateRoutes({ db: database.db, clock, bus: context.bus }));
  };
