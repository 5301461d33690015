import { randomBytes } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { authenticate } from './modules/identity/index.ts';
import { modules } from './modules/index.ts';
import { decorateActor } from './platform/auth/actor.ts';
import { assertSameOrigin, credentialsOf } from './platform/auth/credentials.ts';
import { createRealtimeTokens } from './platform/auth/realtime-tokens.ts';
import type { EventBus } from './platform/bus/event-bus.ts';
import { createMemoryBus } from './platform/bus/memory-bus.ts';
import { createRedisBus } from './platform/bus/redis-bus.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { Database } from './platform/db/database.ts';
import { registerErrorHandlers } from './platform/http/error-handler.ts';
import { createLinkBuilder } from './platform/http/links.ts';
import { decorateLocale } from './platform/http/locale.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { isProbe, silenceProbes } from './platform/http/probes.ts';
import { createRequestOrigin } from './platform/http/public-origin.ts';
import { registerReaderCaching } from './platform/http/reader-caching.ts';
import { zodValidatorCompiler } from './platform/http/request-validation.ts';
import { contractSerializerCompiler } from './platform/http/response-serializer.ts';
import { apiSecurityHeaders, HSTS } from './platform/http/security.ts';
import { trustedProxiesOf } from './platform/http/trusted-proxies.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { registerDevMailRoutes } from './platform/mail/dev-mail-routes.ts';
import { enqueueMail } from './platform/mail/enqueue-mail.ts';
import type { ModuleContext } from './platform/module.ts';
import { gatewayOfConfig } from './platform/payments/gateway-of-config.ts';
import type { PaymentGateway } from './platform/payments/payment-gateway.ts';
import { createMemoryStore } from './platform/rate-limit/memory-store.ts';
import type { RateLimitStore } from './platform/rate-limit/rate-limit-store.ts';
import { createRateLimiter } from './platform/rate-limit/rate-limiter.ts';
import { createRedisStore } from './platform/rate-limit/redis-store.ts';
import { buildRegistry, type Registry } from './platform/registry.ts';
import { mountWeb } from './platform/web/mount-web.ts';
import { actorHandedDown } from './platform/web/page-actor.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Counters for rate limits; by default Redis when REDIS_URL is set, else this process's memory. */
  rateLimitStore?: RateLimitStore;
  /** The process's logger; by default one at `LOG_LEVEL` writing to `logStream`. */
  logger?: Logger;
  /** Where log lines go (stdout by default); tests read them to prove what never gets logged. */
  logStream?: { write(line: string): void };
  /** The outbox worker, when one runs in this process, so new mail goes out without waiting for its tick. */
  mailWorker?: { kick(): void };
  /** Fan-out to other instances' sockets; by default Redis pub/sub when REDIS_URL is set, else this process. */
  bus?: EventBus;
  /** The payment provider; by default Stripe when its keys are set, else one that refuses (the start gives the stand-in). */
  payments?: PaymentGateway;
  /**
   * What the app is made of: by default the registry of the list in modules/index.ts. The server's start builds it
   * itself to hand the same one to the jobs; a test may build an app of fewer modules.
   */
  registry?: Registry;
};

/** Unique across instances and restarts (random boot prefix) without the cost of a UUID per request. */
const bootId = randomBytes(6).toString('hex');
let requestCounter = 0;
const nextRequestId = () => `${bootId}-${(++requestCounter).toString(36)}`;

/** The composition root: the platform's services, then every module of the registry (modules/index.ts by default). */
export async function buildApp(deps: AppDeps, options: { web?: boolean } = {}): Promise<FastifyInstance> {
  const { config, database } = deps;
  const registry = deps.registry ?? buildRegistry(modules);
  const clock = deps.clock ?? systemClock;
  const limiter = createRateLimiter(
    deps.rateLimitStore ?? (config.REDIS_URL ? createRedisStore(config.REDIS_URL) : createMemoryStore(clock)),
  );
  const isHttps = config.PUBLIC_URL?.startsWith('https:') ?? false;
  const originOf = createRequestOrigin(config);
  const bus = deps.bus ?? (config.REDIS_URL ? createRedisBus(config.REDIS_URL) : createMemoryBus());
  const realtimeTokens = createRealtimeTokens(config.APP_SECRET, clock);
  const logger =
    deps.logger ?? createLogger({ level: config.LOG_LEVEL, ...(deps.logStream ? { stream: deps.logStream } : {}) });
  // One instance of each shared service, handed to every module.
  const context: ModuleContext = {
    config,
    database,
    clock,
    limiter,
    logger,
    mailer: {
      enqueue: async (db, mail) => void (await enqueueMail(db, mail, { mails: registry.mails, clock })),
      kick: () => deps.mailWorker?.kick(),
    },
    link: createLinkBuilder(config),
    mintRealtimeToken: realtimeTokens.mint,
    verifyRealtimeToken: realtimeTokens.verify,
    bus,
    payments: deps.payments ?? gatewayOfConfig(config, logger),
    registry,
  };
  // Fastify logs each request (`incoming request`, `request completed`) through the process's logger with its id,
  // except the probes (ADR 0021).
  const proxies = trustedProxiesOf(config);
  const app = Fastify({
    loggerInstance: logger,
    genReqId: nextRequestId,
    requestIdHeader: false,
    trustProxy: proxies.length > 0 ? proxies : false,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);

  // One onRequest hook for what every request needs: each hook is a measurable share of a tiny request.
  const securityHeaders = apiSecurityHeaders({ isHttps });
  decorateLocale(app);
  decorateActor(app);
  silenceProbes(app, logger);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    // Without PUBLIC_URL the scheme is the request's own (a trusted proxy's X-Forwarded-Proto included).
    if (!config.PUBLIC_URL && request.protocol === 'https') reply.headers(HSTS);
    // The id in the response is how support finds a request's log lines.
    if (!isProbe(request.url)) reply.header('x-request-id', request.id);
    // A page's loaders calling the API in process: the page request already authenticated (one lookup per page).
    const pageActor = actorHandedDown(request);
    if (pageActor) {
      request.actor = pageActor;
      return done();
    }
    const credentials = credentialsOf(request);
    if (!credentials) return done();
    authenticate({ db: database.db, clock }, credentials.token, credentials.via, request.locale)
      .then((actor) => {
        request.actor = actor;
        if (actor.user_id !== null) assertSameOrigin(request, credentials.via, originOf);
      })
      .then(() => done(), done);
  });
  registerErrorHandlers(app, logger);
  // What one reader may see is stored by no cache and never handed to the next reader (ADR 0029).
  registerReaderCaching(app);
  // Request bodies are never accepted compressed: a small gzip body can inflate to gigabytes.
  await app.register(compress, { threshold: 1024, globalDecompression: false });
  await registerOpenApi(app);

  for (const module of registry.modules) {
    if (!module.beforeSend) continue;
    const hook = module.beforeSend(context);
    app.addHook('onSend', async (request, reply, payload) => {
      await hook(request, reply);
      return payload;
    });
  }
  for (const module of registry.modules) if (module.routes) await app.register(module.routes(context));
  app.addHook('onClose', () => limiter.close());
  // A bus handed in belongs to its caller (tests share one between instances); the app closes only its own.
  if (!deps.bus) app.addHook('onClose', () => bus.close());
  // Lists the outbox with its live single-use links: only while no mail is sent, and only to this machine.
  if (!config.SMTP_URL) registerDevMailRoutes(app, database.db);

  if (options.web !== false)
    await mountWeb(app, config, { originOf, logger, paymentOrigins: context.payments.origins });
  return app;
}
