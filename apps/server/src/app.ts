import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { catalogRoutes } from './modules/catalogs/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { registerActor } from './platform/auth/actor.ts';
import type { Database } from './platform/db/database.ts';
import { registerErrorHandlers } from './platform/http/error-handler.ts';
import { registerLocale } from './platform/http/locale.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { assertCleanInput, zodValidatorCompiler } from './platform/http/request-validation.ts';
import { registerSecurity } from './platform/http/security.ts';
import { mountWeb } from './platform/web/mount-web.ts';

export type AppDeps = { config: Config; database: Database };

const trustProxy = (list: string) => {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 ? entries : false;
};

/** The composition root: the only place that wires modules together. */
export async function buildApp(deps: AppDeps, options: { web?: boolean } = {}): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: trustProxy(config.TRUSTED_PROXIES),
    bodyLimit: 1_048_576,
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('preValidation', async (request) => {
    assertCleanInput(request.body, 'body');
    assertCleanInput(request.query, 'query');
    assertCleanInput(request.params, 'params');
  });

  registerLocale(app);
  registerActor(app);
  registerErrorHandlers(app);
  await registerSecurity(app, { isHttps: config.PUBLIC_URL?.startsWith('https:') ?? false });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await registerOpenApi(app);

  await app.register(systemRoutes(database));
  await app.register(catalogRoutes({ db: database.db, config }));
  await app.register(seoRoutes({ config }));

  if (options.web !== false) await mountWeb(app, config);
  return app;
}
