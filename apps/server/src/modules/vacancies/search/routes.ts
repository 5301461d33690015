import { vacancies } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import type { ViewRecorder } from '../../../platform/views/view-recorder.ts';
import { getSearchVacancy } from './get-search-vacancy.ts';
import { getVacancyBySlug } from './get-vacancy-by-slug.ts';
import { getVacancySlug } from './get-vacancy-slug.ts';
import { listVipVacancies } from './list-vip-vacancies.ts';
import { searchJobs } from './search-jobs.ts';
import { suggestJobs } from './suggest-jobs.ts';

/** The job search and the public vacancy page. */
export const vacancySearchRoutes =
  ({ db, views }: { db: Db; views: ViewRecorder }): FastifyPluginAsync =>
  async (app) => {
    route(app, vacancies.getVacancyBySlug, async (req) => {
      const vacancy = await getVacancyBySlug({ actor: req.actor, input: req.params, db });
      if (!vacancy.can_manage) views.record(req, 'vacancy', vacancy.id);
      return { data: vacancy };
    });
    route(app, vacancies.getVacancySlug, async (req) => ({
      data: await getVacancySlug({ actor: req.actor, input: req.params, db }),
    }));
    route(app, vacancies.listVipVacancies, async (req) => ({ data: await listVipVacancies({ actor: req.actor, db }) }));
    route(app, vacancies.searchJobs, async (req) => ({
      data: await searchJobs({ actor: req.actor, input: req.query, db }),
    }));
    route(app, vacancies.suggestJobs, async (req) => ({
      data: await suggestJobs({ actor: req.actor, input: req.query, db }),
    }));
    route(app, vacancies.getSearchVacancy, async (req) => ({
      data: await getSearchVacancy({ actor: req.actor, input: req.params, db }),
    }));
  };
