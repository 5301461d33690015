import { admin } from '@hushwork/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endAccountSockets } from '../../../platform/auth/account-sockets.ts';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import {
  getAdminAccount,
  listAdminAccounts,
  removeAdminAccount,
  renewRecoveryCodes,
  type UserChange,
  updateAdminAccount,
  updateAdminProfile,
} from '../../identity/index.ts';
import { auditRepo } from '../audit/audit.repo.ts';
import { actOnUser } from '../users/act-on-user.ts';
import { requireAdminUsers } from '../users/require-admin-users.ts';
import { inviteAdmin } from './invite-admin.ts';

/**
 * The admins' own accounts (ADR 0036): the list, an invitation, another admin's fields and removal, and the signed-in
 * admin's profile. Identity applies each change with its rules (never oneself, never the last active admin); this
 * checks the admin grant, writes the audit entry in the same transaction and closes the sockets of an account that
 * ended.
 */
export const adminAccountRoutes =
  (deps: ModuleContext): FastifyPluginAsync =>
  async (app) => {
    const { clock, mailer, bus, link } = deps;
    const db = deps.database.db;
    const identityDeps = { db, clock, mailer, link, limiter: deps.limiter, registry: deps.registry };
    const idOf = (req: FastifyRequest) => (req.params as { id: number }).id;

    route(app, admin.listAdminAccounts, async (req) => ({
      data: await listAdminAccounts({ actor: requireAdminUsers(req.actor), input: req.query, db }),
    }));
    route(app, admin.getAdminAccount, async (req) => ({
      data: await getAdminAccount({ actor: requireAdminUsers(req.actor), input: { id: idOf(req) }, db }),
    }));
    route(app, admin.createAdminAccount, async (req, reply) =>
      reply.code(201).send({ data: await inviteAdmin({ actor: req.actor, input: req.body, db, clock, link, mailer }) }),
    );
    route(app, admin.updateAdminAccount, async (req) => {
      const change = await actOnUser({
        actor: req.actor,
        db,
        action: 'admin.update',
        permission: 'update:admin-user:any',
        apply: (tx) => updateAdminAccount({ actor: req.actor, input: { ...req.body, id: idOf(req) }, db: tx, clock }),
      });
      if (!change.account.is_active) await endAccountSockets(bus, change.id);
      return { data: change.account };
    });
    route(app, admin.deleteAdminAccount, async (req) => {
      const change = await actOnUser({
        actor: req.actor,
        db,
        action: 'admin.delete',
        permission: 'delete:admin-user:any',
        apply: (tx) => removeAdminAccount({ actor: req.actor, input: { id: idOf(req) }, db: tx, clock, mailer }),
      });
      mailer.kick();
      await endAccountSockets(bus, change.id);
      return { data: { ok: true as const } };
    });

    /** The audit entry of a change to the signed-in admin's own account, written in the change's transaction. */
    const recordOwn = (req: FastifyRequest, action: string) => (tx: Db, change: UserChange) =>
      auditRepo.append(tx, [
        {
          actor_user_id: req.actor.user_id as number,
          action,
          target_type: 'user',
          target_id: change.id,
          before: change.before,
          after: change.after,
        },
      ]);
    route(app, admin.updateAdminProfile, async (req) => {
      requirePermission(req.actor, 'update:admin-settings:any');
      const change = await updateAdminProfile({
        ...identityDeps,
        actor: req.actor,
        input: req.body,
        record: recordOwn(req, 'admin.profile'),
      });
      return { data: change.account };
    });
    route(app, admin.renewRecoveryCodes, async (req) => {
      requirePermission(req.actor, 'update:admin-settings:any');
      const codes = await renewRecoveryCodes({
        ...identityDeps,
        actor: req.actor,
        input: req.body,
        record: recordOwn(req, 'admin.recovery_codes'),
      });
      return { data: { recovery_codes: codes } };
    });
  };
