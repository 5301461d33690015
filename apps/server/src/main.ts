import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { modules } from './modules/index.ts';
import { withAppSecret } from './platform/auth/app-secret.ts';
import { systemClock } from './platform/clock.ts';
import { openDatabase } from './platform/db/database.ts';
import { startJobs } from './platform/jobs.ts';
import { installGracefulShutdown } from './platform/lifecycle.ts';
import { createLogger } from './platform/logger.ts';
import { createSmtpTransport } from './platform/mail/mail-transport.ts';
import { startOutboxWorker } from './platform/mail/outbox-worker.ts';
import { runReferenceSeeds, seedDemo } from './seeds.ts';

/** The local mailbox answers only connections from this machine, so name it only where it can be opened. */
function mailboxNotice(host: string, port: number) {
  const isReachableLocally = ['0.0.0.0', '::', 'localhost', '::1'].includes(host) || host.startsWith('127.');
  return isReachableLocally
    ? `Mail is not sent: no SMTP_URL. Read it at http://localhost:${port}/dev/mail`
    : `Mail is not sent: no SMTP_URL. Its mailbox (/dev/mail) answers only on this machine: listen on localhost to read it.`;
}

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
  // Filled in before anything signs: without APP_SECRET, the secret kept in DATA_DIR (its path is logged).
  config = await withAppSecret(config, (details, message) => logger.info(details, message));
  const app = await buildApp({ config, database, logger, mailWorker: { kick: () => worker?.kick() } });
  if (seeded.length > 0) logger.info({ seeded }, 'reference data seeded');
  // Without SMTP the mail stays in the outbox, readable at /dev/mail from this machine (named in the output below).
  worker = startOutboxWorker({
    db: database.db,
    transport: config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : null,
    from: config.MAIL_FROM,
    clock: systemClock,
    logger,
  });
  startJobs(
    modules.flatMap((module) => module.jobs ?? []),
    { database, clock: systemClock, logger },
  );

  installGracefulShutdown(app, database, {
    graceMs: config.SHUTDOWN_GRACE_MS,
    logger,
    // Mail that the drained requests wrote goes out before the database closes; what cannot be sent stays queued.
    beforeClose: async () => {
      await worker?.drain().catch((error: unknown) => logger.error({ err: error }, 'flushing the mail outbox failed'));
      await worker?.stop();
    },
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const port = (app.server.address() as { port: number }).port;
  console.log(`\nHushwork is running at http://${shown}:${port}`);
  console.log(`Database: ${database.kind === 'pglite' ? `embedded (${resolve(config.DATA_DIR)})` : 'PostgreSQL'}`);
  console.log(`API reference: http://${shown}:${port}/api/docs`);
  if (!config.SMTP_URL) console.log(mailboxNotice(config.HOST, port));
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
