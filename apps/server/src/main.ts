import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { runReferenceSeeds } from './db/seeds/run-seeds.ts';
import { seedDemo } from './db/seeds/seed-demo.ts';
import { startErasureJob } from './modules/identity/erasure-job.ts';
import { systemClock } from './platform/clock.ts';
import { openDatabase } from './platform/db/database.ts';
import { installGracefulShutdown } from './platform/lifecycle.ts';
import { createLogger } from './platform/logger.ts';
import { createSmtpTransport } from './platform/mail/mail-transport.ts';
import { startOutboxWorker } from './platform/mail/outbox-worker.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }

  const logger = createLogger({ level: config.LOG_LEVEL });
  const logDatabaseError = (message: string) => logger.error(message);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, logger: logDatabaseError }
      : { dataDir: resolve(config.DATA_DIR, 'db'), logger: logDatabaseError },
  );
  await database.migrate();
  const seeded = await runReferenceSeeds(database.db);
  const isEmbedded = database.kind === 'pglite';
  const demo = isEmbedded || config.SEED_DEMO ? await seedDemo(database.db) : [];

  let worker: ReturnType<typeof startOutboxWorker> | undefined;
  const app = await buildApp({ config, database, logger, mailWorker: { kick: () => worker?.kick() } });
  if (seeded.length > 0) logger.info({ seeded }, 'reference data seeded');
  // Without SMTP the mail stays in the outbox (listed at /dev/mail in development).
  worker = startOutboxWorker({
    db: database.db,
    transport: config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : null,
    from: config.MAIL_FROM,
    clock: systemClock,
    logger,
  });
  startErasureJob(database, logger);

  installGracefulShutdown(app, database, {
    graceMs: config.SHUTDOWN_GRACE_MS,
    logger,
    beforeClose: () => worker?.stop(),
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const port = (app.server.address() as { port: number }).port;
  console.log(`\nHushwork is running at http://${shown}:${port}`);
  console.log(`Database: ${database.kind === 'pglite' ? `embedded (${resolve(config.DATA_DIR)})` : 'PostgreSQL'}`);
  console.log(`API reference: http://${shown}:${port}/api/docs`);
  if (demo.length > 0) {
    console.log('Demo accounts:');
    for (const account of demo) console.log(`  ${account.role.padEnd(8)} ${account.email}  ${account.password}`);
  }
  console.log('');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
