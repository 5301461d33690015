import { admin } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import { endImpersonation, impersonateUser } from '../../identity/index.ts';
import { auditRepo } from '../audit/audit.repo.ts';
import { requireImpersonator } from './require-admin-users.ts';

/**
 * "Log in as" and its end (ADR 0034). Both are audited here; what is done in between is audited request by request
 * by `auditImpersonatedRequests`.
 */
export const impersonationRoutes =
  ({ db, clock }: { db: Db; clock: Clock }): FastifyPluginAsync =>
  async (app) => {
    route(app, admin.impersonateAdminUser, async (req) => {
      const session = await db.transaction(async (tx) => {
        const started = await impersonateUser({
          actor: requireImpersonator(req.actor),
          input: req.params,
          db: tx,
          clock,
          client: { ip: req.ip ?? null, user_agent: req.headers['user-agent'] ?? null },
        });
        await auditRepo.append(tx, [
          {
            actor_user_id: req.actor.user_id as number,
            action: 'user.impersonate',
            target_type: 'user',
            target_id: started.user_id,
          },
        ]);
        return started;
      });
      return { data: session };
    });
    route(app, admin.endImpersonation, async (req) => {
      await db.transaction(async (tx) => {
        const ended = await endImpersonation({ actor: req.actor, input: undefined, db: tx, clock });
        await auditRepo.append(tx, [
          {
            actor_user_id: ended.admin_id,
            action: 'user.impersonate_end',
            target_type: 'user',
            target_id: ended.user_id,
          },
        ]);
      });
      return { data: { ok: true as const } };
    });
  };
