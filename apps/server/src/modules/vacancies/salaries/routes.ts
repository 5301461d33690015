import { vacancies } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import { getSalaryOverview } from './get-salary-overview.ts';
import { getSalaryReport } from './get-salary-report.ts';

/** The salary reports (`/salaries`, `/salaries/{technology}`), read from the figures the refresh job keeps. */
export const salaryRoutes =
  ({ db }: { db: Db }): FastifyPluginAsync =>
  async (app) => {
    route(app, vacancies.getSalaryOverview, async (req) => ({
      data: await getSalaryOverview({ actor: req.actor, input: undefined, db }),
    }));
    route(app, vacancies.getSalaryReport, async (req) => ({
      data: await getSalaryReport({ actor: req.actor, input: { ...req.params, ...req.query }, db }),
    }));
  };
