import { billing } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { getOrder } from './orders/get-order.ts';
import { getOrderPayment } from './orders/get-order-payment.ts';
import { listOrders } from './orders/list-orders.ts';
import { getCompanyPremium } from './premium/get-company-premium.ts';
import { payCompanyPremium } from './premium/pay-company-premium.ts';
import { unsubscribeCompanyPremium } from './premium/unsubscribe-company-premium.ts';
import { checkPromoCode } from './promo/check-promo-code.ts';
import { cancelSubscription } from './subscriptions/cancel-subscription.ts';
import { createSubscription } from './subscriptions/create-subscription.ts';
import { listSubscriptions } from './subscriptions/list-subscriptions.ts';
import { sendSubscriptionEmail } from './subscriptions/send-subscription-email.ts';
import { updateSubscription } from './subscriptions/update-subscription.ts';

/** The billing domain's calls, registered against their definitions in `@hushwork/contract` (billing). */
export const billingRoutes =
  ({ database, clock, config, limiter, mailer, payments, link }: ModuleContext): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    const companyPremium = config.COMPANY_PREMIUM;
    const community = config.COMMUNITY;

    route(app, billing.listSubscriptions, async (req) => ({
      data: { list: await listSubscriptions({ actor: req.actor, input: {}, db }) },
    }));
    route(app, billing.createSubscription, async (req, reply) => {
      reply.status(201);
      return { data: await createSubscription({ actor: req.actor, input: req.body, db, clock, limiter, payments }) };
    });
    route(app, billing.updateSubscription, async (req) => ({
      data: await updateSubscription({ actor: req.actor, input: { ...req.params, ...req.body }, db, clock, payments }),
    }));
    route(app, billing.cancelSubscription, async (req) => ({
      data: await cancelSubscription({ actor: req.actor, input: req.params, db, clock, payments }),
    }));
    route(app, billing.subscriptionEmail, async (req) => ({
      data: await sendSubscriptionEmail({ actor: req.actor, input: req.body, db, limiter, mailer, link, ip: req.ip }),
    }));
    route(app, billing.checkPromoCode, async (req) => ({
      data: await checkPromoCode({ actor: req.actor, input: req.body, db, clock, limiter, companyPremium, community }),
    }));
    route(app, billing.getCompanyPremium, async (req) => ({
      data: await getCompanyPremium({ actor: req.actor, input: {}, db, companyPremium }),
    }));
    route(app, billing.payCompanyPremium, async (req, reply) => {
      reply.status(201);
      return {
        data: await payCompanyPremium({
          actor: req.actor,
          input: req.body,
          db,
          clock,
          limiter,
          payments,
          companyPremium,
        }),
      };
    });
    route(app, billing.unsubscribeCompanyPremium, async (req) => ({
      data: await unsubscribeCompanyPremium({ actor: req.actor, input: {}, db, clock, payments, companyPremium }),
    }));
    route(app, billing.getOrder, async (req) => ({
      data: await getOrder({ actor: req.actor, input: req.params, db }),
    }));
    route(app, billing.getOrderPayment, async (req) => ({
      data: await getOrderPayment({ actor: req.actor, input: req.params, db, clock, payments }),
    }));
    route(app, billing.listOrders, async (req) => ({
      data: await listOrders({ actor: req.actor, input: req.query, db }),
    }));
  };
