import { vacancies } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../platform/db/database.ts';
import type { SafeFetcher } from '../../../platform/fetch/safe-fetch.ts';
import { route } from '../../../platform/http/route.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { importVacancy } from './import-vacancy.ts';

/** Reading a vacancy from a job page at an address the company gives. */
export const importRoutes =
  ({ db, limiter, fetchPage }: { db: Db; limiter: RateLimiter; fetchPage: SafeFetcher }): FastifyPluginAsync =>
  async (app) => {
    route(app, vacancies.importVacancy, async (req) => ({
      data: await importVacancy({ actor: req.actor, input: req.body, db, limiter, fetchPage }),
    }));
  };
