import { admin } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import { getCandidateStatistics } from './get-candidate-statistics.ts';
import { getCompanyStatistics } from './get-company-statistics.ts';
import { getEmployerStatistics } from './get-employer-statistics.ts';
import { getVacancyStatistics } from './get-vacancy-statistics.ts';

/** Each item's views, applications, responses and hires (ADR 0037). */
export const statisticsRoutes =
  ({ db, clock }: { db: Db; clock: Clock }): FastifyPluginAsync =>
  async (app) => {
    const calls = [
      [admin.getAdminCandidateStatistics, getCandidateStatistics],
      [admin.getAdminCompanyStatistics, getCompanyStatistics],
      [admin.getAdminEmployerStatistics, getEmployerStatistics],
      [admin.getAdminVacancyStatistics, getVacancyStatistics],
    ] as const;
    for (const [endpoint, statisticsOf] of calls) {
      route(app, endpoint, async (req) => ({
        data: await statisticsOf({ actor: req.actor, input: req.params, db, clock }),
      }));
    }
  };
