import { admin } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endAccountSockets } from '../../../platform/auth/account-sockets.ts';
import type { EventBus } from '../../../platform/bus/event-bus.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import { getAdminCandidate } from '../../candidates/index.ts';
import { getAdminUser } from '../../identity/index.ts';
import { requireAdminUsers } from '../users/require-admin-users.ts';
import { convertCandidate } from './convert-candidate.ts';
import { createCandidate } from './create-candidate.ts';
import { updateCandidate } from './update-candidate.ts';

/** Admins' candidates: add one with its account, read and edit one, turn one into an employer. */
export const candidateRoutes =
  ({ db, clock, bus }: { db: Db; clock: Clock; bus: EventBus }): FastifyPluginAsync =>
  async (app) => {
    route(app, admin.createAdminCandidate, async (req, reply) => {
      reply.code(201);
      return { data: await createCandidate({ actor: req.actor, input: req.body, db, clock }) };
    });
    route(app, admin.getAdminCandidate, async (req) => {
      const candidate = await getAdminCandidate({ actor: requireAdminUsers(req.actor), input: req.params, db });
      const account = await getAdminUser({ actor: req.actor, input: { id: candidate.user_id }, db, clock });
      return { data: { ...candidate, account_email: account.email } };
    });
    route(app, admin.updateAdminCandidate, async (req) => ({
      data: await updateCandidate({ actor: req.actor, input: { id: req.params.id, profile: req.body }, db, clock }),
    }));
    route(app, admin.convertCandidateToCompany, async (req) => {
      const change = await convertCandidate({ actor: req.actor, input: req.params, db, clock });
      await endAccountSockets(bus, change.id);
      return { data: change };
    });
  };
