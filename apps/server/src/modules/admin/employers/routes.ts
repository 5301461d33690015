import { admin } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { autocompleteAccounts } from '../../identity/index.ts';
import { requireAdminUsers } from '../users/require-admin-users.ts';
import { getAdminEmployer } from './get-admin-employer.ts';
import { listAdminEmployers } from './list-admin-employers.ts';
import { createAdminEmployer, updateAdminEmployer } from './save-admin-employer.ts';

/** The admins' employers screens (ADR 0038): the list, suggestions, one employer, create and edit. */
export const employerRoutes =
  ({ database, clock }: Pick<ModuleContext, 'database' | 'clock'>): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    route(app, admin.listAdminEmployers, async (req) => ({
      data: await listAdminEmployers({ actor: req.actor, input: req.query, db }),
    }));
    route(app, admin.autocompleteAdminEmployers, async (req) => ({
      data: await autocompleteAccounts({
        actor: requireAdminUsers(req.actor),
        input: { q: req.query.q, role: 'company' },
        db,
      }),
    }));
    route(app, admin.getAdminEmployer, async (req) => ({
      data: await getAdminEmployer({ actor: req.actor, input: req.params, db, clock }),
    }));
    route(app, admin.createAdminEmployer, async (req, reply) =>
      reply.code(201).send({ data: await createAdminEmployer({ actor: req.actor, input: req.body, db }) }),
    );
    route(app, admin.updateAdminEmployer, async (req) => ({
      data: await updateAdminEmployer({ actor: req.actor, input: { ...req.body, id: req.params.id }, db, clock }),
    }));
  };
