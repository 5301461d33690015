import { billing } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { unreportedOffers, unreportedVacancies } from './list-hire-candidates.ts';
import { listHires } from './list-hires.ts';
import { payHire } from './pay-hire.ts';
import { reportHire } from './report-hire.ts';
import { withdrawHire } from './withdraw-hire.ts';

/** Successful hiring: the hires a company reports and the fees its owner pays. */
export const hiringRoutes =
  ({ database, clock, limiter, payments, registry }: ModuleContext): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    route(app, billing.listHires, async (req) => ({
      data: await listHires({ actor: req.actor, input: {}, db, clock }),
    }));
    route(app, billing.listHireCandidates, async (req) => ({
      data: { list: await unreportedOffers({ actor: req.actor, input: {}, db, registry }) },
    }));
    route(app, billing.listHireVacancies, async (req) => ({
      data: { list: await unreportedVacancies({ actor: req.actor, input: {}, db, registry }) },
    }));
    route(app, billing.reportHire, async (req, reply) => {
      reply.status(201);
      return { data: await reportHire({ actor: req.actor, input: req.body, db, clock }) };
    });
    route(app, billing.withdrawHire, async (req) => ({
      data: await withdrawHire({ actor: req.actor, input: req.params, db }),
    }));
    route(app, billing.payHire, async (req, reply) => {
      reply.status(201);
      return {
        data: await payHire({ actor: req.actor, input: { ...req.params, ...req.body }, db, clock, limiter, payments }),
      };
    });
  };
