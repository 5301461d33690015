import { resumes } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import { resumeTokenOf } from '../builder/lib/resume-access.ts';
import { listResumeVacancies } from './list-resume-vacancies.ts';

/** The vacancies that fit a resume. */
export const matchingRoutes =
  ({ db }: { db: Db }): FastifyPluginAsync =>
  async (app) => {
    route(app, resumes.listResumeVacancies, async (req) => ({
      data: await listResumeVacancies({
        actor: req.actor,
        input: { id: req.params.id, token: resumeTokenOf(req) },
        db,
      }),
    }));
  };
