import { identity } from '@hushwork/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { enrolSecondFactor } from './enrol-second-factor.ts';
import { passSecondFactor } from './pass-second-factor.ts';

const clientOf = (req: FastifyRequest) => ({ ip: req.ip ?? null, user_agent: req.headers['user-agent'] ?? null });

/** Admins' second step of signing in (ADR 0035). */
export const secondFactorRoutes =
  (deps: IdentityDeps): FastifyPluginAsync =>
  async (app) => {
    route(app, identity.passSecondFactor, async (req) => ({
      data: await passSecondFactor({ ...deps, input: req.body, client: clientOf(req) }),
    }));
    route(app, identity.enrolSecondFactor, async (req) => ({
      data: await enrolSecondFactor({ ...deps, input: req.body, client: clientOf(req) }),
    }));
  };
