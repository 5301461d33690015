import { community } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import { getCommunityMembership } from './get-community-membership.ts';
import { setCommunityMembership } from './set-community-membership.ts';

/** The candidate's "Join the community" switch: a field of their profile (ADR 0049). */
export const candidateCommunityRoutes =
  ({ db, clock, isOffered }: { db: Db; clock: Clock; isOffered: boolean }): FastifyPluginAsync =>
  async (app) => {
    route(app, community.getMyCommunityMembership, async (req) => ({
      data: await getCommunityMembership({ actor: req.actor, input: {}, db, community: isOffered }),
    }));
    route(app, community.setMyCommunityMembership, async (req) => ({
      data: await setCommunityMembership({ actor: req.actor, input: req.body, db, clock, community: isOffered }),
    }));
  };
