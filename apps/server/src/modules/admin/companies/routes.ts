import { admin } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { autocompleteAdminCompanies } from '../../companies/index.ts';
import { requireAdminArea } from '../moderation/require-admin-area.ts';
import { addCompany } from './add-company.ts';
import { deleteCompany } from './delete-company.ts';
import { editCompany } from './edit-company.ts';

/** Admins' own changes to companies (ADR 0038): suggestions, create, edit, remove. */
export const companyRoutes =
  ({ database, registry }: Pick<ModuleContext, 'database' | 'registry'>): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    route(app, admin.autocompleteAdminCompanies, async (req) => ({
      data: await autocompleteAdminCompanies({ actor: requireAdminArea(req.actor), input: req.query, db }),
    }));
    route(app, admin.createAdminCompany, async (req, reply) =>
      reply.code(201).send({ data: await addCompany({ actor: req.actor, input: req.body, db }) }),
    );
    route(app, admin.updateAdminCompany, async (req) => ({
      data: await editCompany({ actor: req.actor, input: { ...req.body, id: req.params.id }, db, registry }),
    }));
    route(app, admin.deleteAdminCompany, async (req) => ({
      data: await deleteCompany({ actor: req.actor, input: req.params, db }),
    }));
  };
