import { billing } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { getTurboOffer } from './get-turbo-offer.ts';
import { listVacancyPremiumTariffs } from './list-vacancy-premium-tariffs.ts';
import { payTurbo } from './pay-turbo.ts';
import { payVacancyPremium } from './pay-vacancy-premium.ts';
import { unsubscribeVacancyPremium } from './unsubscribe-vacancy-premium.ts';
import { useIncludedTurbo } from './use-included-turbo.ts';

/** Turbo and a vacancy's premium: what raises a vacancy in its searches for a paid period. */
export const promotionRoutes =
  ({ database, clock, limiter, payments }: ModuleContext): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    route(app, billing.getTurboOffer, async (req) => ({
      data: await getTurboOffer({ actor: req.actor, input: {}, db, clock }),
    }));
    route(app, billing.payTurbo, async (req, reply) => {
      reply.status(201);
      return { data: await payTurbo({ actor: req.actor, input: req.body, db, clock, limiter, payments }) };
    });
    route(app, billing.useIncludedTurbo, async (req, reply) => {
      reply.status(201);
      return { data: await useIncludedTurbo({ actor: req.actor, input: req.body, db, clock }) };
    });
    route(app, billing.listVacancyPremiumTariffs, async (req) => ({
      data: await listVacancyPremiumTariffs({ actor: req.actor, input: {}, db, clock }),
    }));
    route(app, billing.payVacancyPremium, async (req, reply) => {
      reply.status(201);
      return {
        data: await payVacancyPremium({
          actor: req.actor,
          input: { ...req.params, ...req.body },
          db,
          clock,
          limiter,
          payments,
        }),
      };
    });
    route(app, billing.unsubscribeVacancyPremium, async (req) => ({
      data: await unsubscribeVacancyPremium({ actor: req.actor, input: req.body, db, clock, payments }),
    }));
  };
