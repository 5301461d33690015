import { externalJobs } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { route } from '../../platform/http/route.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { getExternalJob } from './get-external-job.ts';
import { listExternalJobs } from './list-external-jobs.ts';
import { addExternalFeed, listExternalFeeds, removeExternalFeed } from './manage-external-feeds.ts';
import { quickApplyExternal } from './quick-apply-external.ts';
import { rateExternalCompany } from './rate-external-company.ts';

/** External jobs, registered against their definitions in `@hushwork/contract` (externalJobs). */
export const externalJobRoutes =
  ({ db, limiter }: { db: Db; limiter: RateLimiter }): FastifyPluginAsync =>
  async (app) => {
    route(app, externalJobs.listExternalJobs, async (req) => ({
      data: await listExternalJobs({ actor: req.actor, input: req.query, db }),
    }));
    route(app, externalJobs.getExternalJob, async (req) => ({
      data: await getExternalJob({ actor: req.actor, input: req.params, db }),
    }));
    route(app, externalJobs.quickApplyExternal, async (req) => ({
      data: await quickApplyExternal({
        actor: req.actor,
        input: { ...req.body, vacancy: req.params.vacancy },
        db,
        limiter,
        ip: req.ip,
      }),
    }));
    route(app, externalJobs.rateExternalCompany, async (req) => ({
      data: await rateExternalCompany({ actor: req.actor, input: { ...req.params, ...req.body }, db }),
    }));
    route(app, externalJobs.listExternalFeeds, async (req) => ({
      data: { list: await listExternalFeeds({ actor: req.actor, db }) },
    }));
    route(app, externalJobs.addExternalFeed, async (req) => ({
      data: await addExternalFeed({ actor: req.actor, input: req.body, db }),
    }));
    route(app, externalJobs.removeExternalFeed, async (req) => ({
      data: await removeExternalFeed({ actor: req.actor, input: req.params, db }),
    }));
  };
