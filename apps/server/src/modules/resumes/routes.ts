import type { FastifyPluginAsync } from 'fastify';
import { PRIVATE } from '../../platform/files/serve-file.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { builderRoutes } from './builder/routes.ts';
import { exportRoutes } from './exports/routes.ts';
import { matchingRoutes } from './matching/routes.ts';

/** The resume builder's calls, by sub-slice. */
export const resumeRoutes =
  (context: ModuleContext): FastifyPluginAsync =>
  async (app) => {
    // A guest's resume is read with its `resume-token` header, which the platform's reader caching does not know of:
    // without this a shared cache could keep one guest's resume and hand it to whoever asks for the same address. A
    // route that is the same for everyone (the templates) says so itself.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE);
      return payload;
    });
    await app.register(builderRoutes(context));
    await app.register(exportRoutes(context));
    await app.register(matchingRoutes({ db: context.database.db }));
  };
