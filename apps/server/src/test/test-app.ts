import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { modules } from '../modules/index.ts';
import { createTestClock, type TestClock } from '../platform/clock.ts';
import type { Database } from '../platform/db/database.ts';
import type { AppModule } from '../platform/module.ts';
import type { PaymentGateway } from '../platform/payments/payment-gateway.ts';
import { createMemoryStore } from '../platform/rate-limit/memory-store.ts';
import { buildRegistry, type Registry } from '../platform/registry.ts';
import { watchedLogger } from './logged-warnings.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: TestClock;
  registry: Registry;
};

/**
 * The real app on a fresh database, without the web pages (the browser suite covers those) unless `web` asks for
 * them (the checks run after the build). Time is a test clock
 * and rate limits count in memory against it, so windows and expiry are moved, not waited for. A warning or an error it
 * logs fails the test (`setup/fail-on-warnings.ts`). A second app of a file, configured otherwise, may share the first
 * one's `database`: cloning the template is most of what an app costs to start. `modules` builds an app of other
 * modules than the list's (one without vacancies); `registry` is the app's own, for calling use cases beside it.
 * `payments` is the provider billing's tests pay through (the stand-in, `billing/billing-test-kit.ts`); without it
 * every payment is refused.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    database,
    modules: appModules = modules,
    web = false,
    payments,
  }: { database?: Database; modules?: readonly AppModule[]; web?: boolean; payments?: PaymentGateway } = {},
): Promise<TestApp> {
  database ??= await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://hushwork.test', ...env });
  const clock = createTestClock(new Date());
  const registry = buildRegistry(appModules);
  const app = await buildApp(
    {
      config,
      database,
      clock,
      rateLimitStore: createMemoryStore(clock),
      logger: watchedLogger(),
      registry,
      ...(payments ? { payments } : {}),
    },
    { web },
  );
  await app.ready();
  afterAll(() => app.close());
  return { app, database, config, clock, registry };
}
