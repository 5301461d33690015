import { billing } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { listAdminOrders, refundOrder } from '../../billing/index.ts';
import { auditRepo } from '../audit/audit.repo.ts';

/** The admins' side of billing: every order, and refunds, each written to the audit log in its transaction. */
export const billingAdminRoutes =
  ({ database, clock, payments }: Pick<ModuleContext, 'database' | 'clock' | 'payments'>): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    route(app, billing.listAdminOrders, async (req) => ({
      data: await listAdminOrders({ actor: req.actor, input: req.query, db }),
    }));
    route(app, billing.refundOrder, async (req) => ({
      data: await refundOrder({
        actor: req.actor,
        input: { ...req.params, ...req.body },
        db,
        clock,
        payments,
        onRefunded: (tx, refund) =>
          auditRepo.append(tx, [
            {
              actor_user_id: req.actor.user_id as number,
              action: 'order.refund',
              target_type: 'order',
              target_id: refund.order_id,
              before: null,
              after: { amount_minor: refund.amount_minor, reason: refund.reason },
            },
          ]),
      }),
    }));
  };
