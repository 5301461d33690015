import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleContext } from '../../../platform/module.ts';
import { auditRepo } from '../audit/audit.repo.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What an admin does while "logged in as" someone is theirs: every API request of such a session that changed
 * something (not a read, not refused) is written to the audit log with the admin as actor, the call's method and
 * route as action, and the user as target, before the answer leaves, so the log's order is the order the calls
 * were answered in. The admin area's own calls write their own entries.
 */
export const auditImpersonatedRequests =
  ({ database, logger }: Pick<ModuleContext, 'database' | 'logger'>) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const impersonator = request.actor.impersonator_user_id;
    if (!impersonator || READS.has(request.method) || reply.statusCode >= 400) return;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || path.startsWith('/api/admin/')) return;
    try {
      await auditRepo.append(database.db, [
        {
          actor_user_id: impersonator,
          action: `${request.method} ${request.routeOptions.url ?? path}`,
          target_type: 'user',
          target_id: request.actor.user_id,
          after: { path, status: reply.statusCode },
        },
      ]);
    } catch (error) {
      // The call is done and its answer goes out; a lost entry must at least be loud in the log.
      logger.error({ err: error, impersonator, path }, 'audit entry of an impersonated request lost');
    }
  };
