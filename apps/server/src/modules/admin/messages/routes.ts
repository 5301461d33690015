import { admin } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { listAdminRooms } from '../../messaging/index.ts';
import { readRoom } from './read-room.ts';

const requireAdminMessages = (actor: Actor): Actor => {
  requirePermission(actor, 'read:admin-message:any');
  return actor;
};

/** The admins' conversations screens (ADR 0038): the list of rooms, and one room's messages, audited. */
export const messageRoutes =
  ({ database }: Pick<ModuleContext, 'database'>): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    route(app, admin.listAdminRooms, async (req) => ({
      data: await listAdminRooms({ actor: requireAdminMessages(req.actor), input: req.query, db }),
    }));
    route(app, admin.getAdminRoom, async (req) => ({
      data: await readRoom({ actor: req.actor, input: { ...req.params, ...req.query }, db }),
    }));
  };
