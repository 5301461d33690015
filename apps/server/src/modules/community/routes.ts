import { community } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { getCommunityMember } from './get-community-member.ts';
import { getCommunityTariffs } from './get-community-tariffs.ts';
import { openCommunityMember } from './open-community-member.ts';
import { requestCommunityPaymentLink } from './request-community-payment-link.ts';
import { searchCommunity } from './search-community.ts';
import { startCommunityDemo } from './start-community-demo.ts';
import { stopCommunityRenewal } from './stop-community-renewal.ts';
import { subscribeCommunityPlan } from './subscribe-community-plan.ts';

/** The community directory's calls, registered against their definitions in `@hushwork/contract` (community). */
export const communityRoutes =
  ({ database, clock, config, limiter, mailer, payments, link }: ModuleContext): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    const isOffered = config.COMMUNITY;
    route(app, community.searchCommunity, async (req) => ({
      data: await searchCommunity({ actor: req.actor, input: req.query, db, isOffered }),
    }));
    route(app, community.getCommunityTariffs, async (req) => ({
      data: await getCommunityTariffs({ actor: req.actor, input: {}, db, clock, isOffered }),
    }));
    route(app, community.getCommunityMember, async (req) => ({
      data: await getCommunityMember({ actor: req.actor, input: req.params, db, isOffered }),
    }));
    route(app, community.openCommunityMember, async (req) => ({
      data: await openCommunityMember({ actor: req.actor, input: req.params, db, clock, limiter, isOffered }),
    }));
    route(app, community.startCommunityDemo, async (req) => ({
      data: await startCommunityDemo({ actor: req.actor, input: {}, db, clock, isOffered }),
    }));
    route(app, community.unsubscribeCommunityPlan, async (req) => ({
      data: await stopCommunityRenewal({ actor: req.actor, input: {}, db, clock, payments, isOffered }),
    }));
    route(app, community.communityPaymentLink, async (req) => ({
      data: await requestCommunityPaymentLink({
        actor: req.actor,
        input: req.params,
        db,
        limiter,
        mailer,
        link,
        isOffered,
      }),
    }));
    route(app, community.payCommunityPlan, async (req) => ({
      data: await subscribeCommunityPlan({
        actor: req.actor,
        input: { ...req.params, ...req.body },
        db,
        clock,
        limiter,
        payments,
        isOffered,
      }),
    }));
  };
