import type { FastifyPluginAsync } from 'fastify';
import { fileStorageOf } from '../../platform/files/storage-from-config.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { createViewRecorder } from '../../platform/views/view-recorder.ts';
import { companyDirectoryRoutes } from './directory/routes.ts';
import { companyImageRoutes } from './images/routes.ts';
import { companyProfileRoutes } from './profile/routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { teamRoutes } from './team/routes.ts';

/** The domain's calls: each sub-slice registers its own against their definitions in `@hushwork/contract`. */
export const companyRoutes =
  ({ database, clock, config, mailer, link, registry, logger }: ModuleContext): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    const views = createViewRecorder({ db, clock, logger, secret: config.APP_SECRET });
    app.addHook('onClose', () => views.flush());
    await app.register(companyProfileRoutes({ db, registry, views }));
    await app.register(companyDirectoryRoutes({ db, registry }));
    await app.register(teamRoutes({ db, clock, mailer, link }));
    await app.register(reviewRoutes({ db }));
    await app.register(companyImageRoutes({ db, storage: fileStorageOf(config), registry }));
  };
