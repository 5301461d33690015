import { companies } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import type { Registry } from '../../../platform/registry.ts';
import { listCompanies } from './list-companies.ts';
import { searchCompanies } from './search-companies.ts';

/** The public directory of companies and its search. */
export const companyDirectoryRoutes =
  ({ db, registry }: { db: Db; registry: Registry }): FastifyPluginAsync =>
  async (app) => {
    route(app, companies.listCompanies, async (req) => ({
      data: await listCompanies({ actor: req.actor, input: req.query, db, registry }),
    }));
    route(app, companies.searchCompanies, async (req) => ({
      data: await searchCompanies({ actor: req.actor, input: req.query, db }),
    }));
  };
