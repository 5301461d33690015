import { vacancies } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import { getJobsLanding } from './get-jobs-landing.ts';
import { listLandingPages } from './list-landing-pages.ts';

/** The job landing pages (`/job-openings/…`) and their list. */
export const landingRoutes =
  ({ db }: { db: Db }): FastifyPluginAsync =>
  async (app) => {
    route(app, vacancies.listLandingPages, async (req) => ({
      data: await listLandingPages({ actor: req.actor, input: req.query, db }),
    }));
    route(app, vacancies.getJobsLanding, async (req) => ({
      data: await getJobsLanding({ actor: req.actor, input: req.query, db }),
    }));
  };
