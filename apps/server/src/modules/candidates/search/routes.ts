import { candidates } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import type { Registry } from '../../../platform/registry.ts';
import { getSearchCandidate } from './get-search-candidate.ts';
import { listCandidates } from './list-candidates.ts';
import { quickSearchCandidates } from './quick-search-candidates.ts';

/** Finding candidates: the list (and the landing pages through it), the header's search box and its pick. */
export const candidateSearchRoutes =
  ({ db, registry }: { db: Db; registry: Registry }): FastifyPluginAsync =>
  async (app) => {
    route(app, candidates.listCandidates, async (req) => ({
      data: await listCandidates({ actor: req.actor, input: req.query, db }),
    }));
    route(app, candidates.quickSearchCandidates, async (req) => ({
      data: await quickSearchCandidates({ actor: req.actor, input: req.query, db }),
    }));
    route(app, candidates.getSearchCandidate, async (req) => ({
      data: await getSearchCandidate({ actor: req.actor, input: req.params, db, registry }),
    }));
  };
