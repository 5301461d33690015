import type { FastifyPluginAsync } from 'fastify';
import { createSafeFetcher } from '../../platform/fetch/safe-fetch.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { createViewRecorder } from '../../platform/views/view-recorder.ts';
import { importRoutes } from './import/routes.ts';
import { landingRoutes } from './landing/routes.ts';
import { vacancyManageRoutes } from './manage/routes.ts';
import { salaryRoutes } from './salaries/routes.ts';
import { vacancySearchRoutes } from './search/routes.ts';

/** The domain's calls: each sub-slice registers its own against their definitions in `@hushwork/contract`. */
export const vacancyRoutes =
  ({ database, clock, limiter, config, logger }: ModuleContext): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    const views = createViewRecorder({ db, clock, logger, secret: config.APP_SECRET });
    app.addHook('onClose', () => views.flush());
    await app.register(vacancyManageRoutes({ db, clock, views, companyPremium: config.COMPANY_PREMIUM }));
    await app.register(vacancySearchRoutes({ db, views }));
    await app.register(landingRoutes({ db }));
    await app.register(salaryRoutes({ db }));
    await app.register(importRoutes({ db, limiter, fetchPage: createSafeFetcher(config) }));
  };
