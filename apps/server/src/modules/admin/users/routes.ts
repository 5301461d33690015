import { admin } from '@hushwork/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endAccountSockets } from '../../../platform/auth/account-sockets.ts';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import {
  blockUser,
  forceDeleteUser,
  getAdminUser,
  listAdminUsers,
  restoreUser,
  setEmailConfirmed,
  setUserActive,
  softDeleteUser,
  unlockUser,
} from '../../identity/index.ts';
import { actOnUser } from './act-on-user.ts';
import { impersonationRoutes } from './impersonation-routes.ts';
import { requireAdminUsers } from './require-admin-users.ts';

type Deps = Pick<ModuleContext, 'database' | 'clock' | 'mailer' | 'bus' | 'registry'>;

/**
 * The admins' account screens (ADR 0034): the list, one account's facts, and each action on it. Identity applies
 * every change with its own use case; this writes the audit log and closes the sockets of an account that ended.
 */
export const userRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    const { clock, mailer, bus, registry } = deps;
    const db = deps.database.db;
    const act = (req: FastifyRequest, action: string, apply: Parameters<typeof actOnUser>[0]['apply']) =>
      actOnUser({ actor: req.actor, db, action, permission: 'update:admin-user:any', apply });
    const remove = (req: FastifyRequest, action: string, apply: Parameters<typeof actOnUser>[0]['apply']) =>
      actOnUser({ actor: req.actor, db, action, permission: 'delete:admin-user:any', apply });
    const idOf = (req: FastifyRequest) => (req.params as { id: number }).id;

    for (const list of [admin.listAdminUsers, admin.listUsers]) {
      route(app, list, async (req) => ({
        data: await listAdminUsers({ actor: requireAdminUsers(req.actor), input: req.query, db }),
      }));
    }
    for (const get of [admin.getAdminUser, admin.getUser]) {
      route(app, get, async (req) => ({
        data: await getAdminUser({ actor: requireAdminUsers(req.actor), input: req.params, db, clock }),
      }));
    }

    route(app, admin.activateAdminUser, async (req) => ({
      data: await act(req, 'user.activate', (tx) =>
        setUserActive({ actor: req.actor, input: { id: idOf(req), is_active: true }, db: tx }),
      ),
    }));
    route(app, admin.deactivateAdminUser, async (req) => ({
      data: await act(req, 'user.deactivate', (tx) =>
        setUserActive({ actor: req.actor, input: { id: idOf(req), is_active: false }, db: tx }),
      ),
    }));
    route(app, admin.blockAdminUser, async (req) => {
      const change = await act(req, 'user.block', (tx) =>
        blockUser({ actor: req.actor, input: { user_id: idOf(req) }, db: tx, clock }),
      );
      await endAccountSockets(bus, change.id);
      return { data: change };
    });
    route(app, admin.unlockAdminUser, async (req) => ({
      data: await act(req, 'user.unlock', (tx) => unlockUser({ actor: req.actor, input: { id: idOf(req) }, db: tx })),
    }));
    route(app, admin.restoreAdminUser, async (req) => ({
      data: await act(req, 'user.restore', (tx) => restoreUser({ actor: req.actor, input: { id: idOf(req) }, db: tx })),
    }));
    route(app, admin.confirmAdminUserEmail, async (req) => ({
      data: await act(req, 'user.confirm_email', (tx) =>
        setEmailConfirmed({ actor: req.actor, input: { id: idOf(req), is_confirmed: true }, db: tx, clock }),
      ),
    }));
    route(app, admin.unconfirmAdminUserEmail, async (req) => ({
      data: await act(req, 'user.unconfirm_email', (tx) =>
        setEmailConfirmed({ actor: req.actor, input: { id: idOf(req), is_confirmed: false }, db: tx, clock }),
      ),
    }));
    route(app, admin.deleteAdminUser, async (req) => {
      const change = await remove(req, 'user.delete', (tx) =>
        softDeleteUser({ actor: req.actor, input: { id: idOf(req) }, db: tx, clock, mailer }),
      );
      mailer.kick();
      await endAccountSockets(bus, change.id);
      return { data: change };
    });
    route(app, admin.forceDeleteAdminUser, async (req) => {
      const change = await remove(req, 'user.force_delete', (tx) =>
        forceDeleteUser({ actor: req.actor, input: { id: idOf(req) }, db: tx, clock, registry }),
      );
      await endAccountSockets(bus, change.id);
      return { data: change };
    });

    await app.register(impersonationRoutes({ db, clock }));
  };
