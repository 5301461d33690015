import type { FastifyPluginAsync } from 'fastify';
import { fileStorageOf } from '../../platform/files/storage-from-config.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { createViewRecorder } from '../../platform/views/view-recorder.ts';
import { candidateCommunityRoutes } from './community/routes.ts';
import { candidateConsentRoutes } from './consent/routes.ts';
import { entryRoutes } from './entries/routes.ts';
import { candidateFileRoutes } from './files/routes.ts';
import { candidateNoteRoutes } from './notes/routes.ts';
import { candidateProfileRoutes } from './profile/routes.ts';
import { candidateSearchRoutes } from './search/routes.ts';

/** The domain's calls: each sub-slice registers its own against their definitions in `@hushwork/contract`. */
export const candidateRoutes =
  ({ database, clock, config, registry, logger }: ModuleContext): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    const views = createViewRecorder({ db, clock, logger, secret: config.APP_SECRET });
    app.addHook('onClose', () => views.flush());
    await app.register(candidateProfileRoutes({ db, clock, registry, views }));
    await app.register(entryRoutes({ db }));
    await app.register(candidateFileRoutes({ db, storage: fileStorageOf(config), registry }));
    await app.register(candidateSearchRoutes({ db, registry }));
    await app.register(candidateConsentRoutes({ db, clock, registry }));
    await app.register(candidateNoteRoutes({ db, registry }));
    await app.register(candidateCommunityRoutes({ db, clock, isOffered: config.COMMUNITY }));
  };
