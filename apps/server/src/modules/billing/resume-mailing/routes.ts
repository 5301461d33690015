import { billing } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { getResumeMailingPaymentInfo } from './get-resume-mailing-payment-info.ts';
import { listMyResumeMailings } from './list-my-resume-mailings.ts';
import { listResumeMailingPayments } from './list-resume-mailing-payments.ts';
import { payResumeMailing } from './pay-resume-mailing.ts';

/** A job seeker's payments for resume mailing: one-time, or the monthly autosender. */
export const resumeMailingPaymentRoutes =
  ({ database, clock, limiter, payments, registry }: ModuleContext): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    route(app, billing.payResumeMailing, async (req, reply) => {
      reply.status(201);
      return {
        data: await payResumeMailing({
          actor: req.actor,
          input: { ...req.params, ...req.body },
          db,
          clock,
          limiter,
          registry,
          payments,
        }),
      };
    });
    route(app, billing.getResumeMailingPaymentInfo, async (req) => ({
      data: await getResumeMailingPaymentInfo({ actor: req.actor, input: req.params, db, registry }),
    }));
    route(app, billing.listResumeMailingPayments, async (req) => ({
      data: await listResumeMailingPayments({ actor: req.actor, input: req.query, db }),
    }));
    route(app, billing.listMyResumeMailings, async (req) => ({
      data: { list: await listMyResumeMailings({ actor: req.actor, input: {}, db, registry }) },
    }));
  };
