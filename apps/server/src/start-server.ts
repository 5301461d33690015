import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { modules } from './modules/index.ts';
import { withAppSecret } from './platform/auth/app-secret.ts';
import { systemClock } from './platform/clock.ts';
import type { Database } from './platform/db/database.ts';
import { fileStorageOf } from './platform/files/storage-from-config.ts';
import { createLinkBuilder } from './platform/http/links.ts';
import { startJobs } from './platform/jobs.ts';
import { installGracefulShutdown } from './platform/lifecycle.ts';
import type { Logger } from './platform/logger.ts';
import { createSmtpTransport } from './platform/mail/mail-transport.ts';
import { startOutboxWorker } from './platform/mail/outbox-worker.ts';
import { startPayments } from './platform/payments/start-payments.ts';
import { buildRegistry } from './platform/registry.ts';
import { runReferenceSeeds, seedDemo } from './seeds.ts';

/** The local mailbox answers only connections from this machine, so name it only where it can be opened. */
function mailboxNotice(host: string, port: number) {
  const isReachableLocally = ['0.0.0.0', '::', 'localhost', '::1'].includes(host) || host.startsWith('127.');
  return isReachableLocally
    ? `Mail is not sent: no SMTP_URL. Read it at http://localhost:${port}/dev/mail`
    : `Mail is not sent: no SMTP_URL. Its mailbox (/dev/mail) answers only on this machine: listen on localhost to read it.`;
}

/** Migrations, then the reference seeds each at its version, then (embedded or SEED_DEMO) the demo accounts. */
async function prepareData(database: Database, config: Config) {
  await database.migrate();
  const seeded = await runReferenceSeeds(database.db, { size: 'full', storage: fileStorageOf(config) });
  const demo = database.kind === 'pglite' || config.SEED_DEMO ? await seedDemo(database.db, config) : [];
  return { seeded, demo };
}

/** The rest of the start, once main.ts has the configuration and has started the database (`ready` once it is up). */
export async function startServer(options: {
  config: Config;
  logger: Logger;
  database: Database;
  ready: Promise<void>;
}) {
  const { logger, database } = options;
  // One registry for the app and its jobs, built from the list of modules (ADR 0032).
  const registry = buildRegistry(modules);

  let worker: ReturnType<typeof startOutboxWorker> | undefined;
  const payments = await startPayments(options.config, logger);
  // While the database boots, migrates and seeds, this thread builds the app (the page build loads, the routes'
  // serializers compile): building reads no data, and the app listens only once both are done.
  const [{ seeded, demo }, { app, config }] = await Promise.all([
    options.ready.then(() => prepareData(database, options.config)),
    // Filled in before anything signs: without APP_SECRET, the secret kept in DATA_DIR (its path is logged).
    withAppSecret(options.config, (details, message) => logger.info(details, message)).then(async (config) => ({
      config,
      app: await buildApp({
        config,
        database,
        logger,
        registry,
        payments: payments.gateway,
        mailWorker: { kick: () => worker?.kick() },
      }),
    })),
  ]);
  if (seeded.length > 0) logger.info({ seeded }, 'reference data seeded');
  // Without SMTP the mail stays in the outbox, readable at /dev/mail from this machine (named in the output below).
  worker = startOutboxWorker({
    db: database.db,
    transport: config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : null,
    from: config.MAIL_FROM,
    clock: systemClock,
    logger,
    attachments: registry.ports.mailAttachments ?? [],
  });
  // Scheduling the jobs is a few queries per job (about 0.2–0.5 s on the embedded database): the server listens
  // meanwhile, and a start whose jobs cannot be scheduled still fails.
  const jobsStarting = startJobs([...registry.jobs, ...worker.jobs], {
    database,
    clock: systemClock,
    logger,
    link: createLinkBuilder(config),
    config,
    registry,
  });
  jobsStarting.catch(() => {});

  installGracefulShutdown(app, database, {
    graceMs: config.SHUTDOWN_GRACE_MS,
    logger,
    jobs: { stop: async (timeoutMs) => (await jobsStarting).stop(timeoutMs) },
    // Mail that the drained requests wrote goes out before the database closes; what cannot be sent stays queued.
    beforeClose: async () => {
      await worker?.drain().catch((error: unknown) => logger.error({ err: error }, 'flushing the mail outbox failed'));
      await worker?.stop();
      await payments.close();
    },
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  // Read now: a stop signal while the jobs are being scheduled closes the server, and its address with it.
  const port = (app.server.address() as { port: number }).port;
  payments.listening(port);
  await jobsStarting;
  const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  console.log(`\nHushwork is running at http://${shown}:${port}`);
  console.log(`Database: ${database.kind === 'pglite' ? `embedded (${resolve(config.DATA_DIR)})` : 'PostgreSQL'}`);
  console.log(`API reference: http://${shown}:${port}/api/docs`);
  if (!config.SMTP_URL) console.log(mailboxNotice(config.HOST, port));
  console.log(payments.notice);
  if (demo.length > 0) {
    console.log('Demo accounts:');
    for (const account of demo) console.log(`  ${account.role.padEnd(8)} ${account.email}  ${account.password}`);
    // Demo data, not a secret: a local admin adds it to an authenticator app to sign in (ADR 0035).
    for (const { role, totp } of demo) {
      if (totp) console.log(`  ${role} authenticator secret ${totp.secret}  (${totp.otpauth_uri})`);
    }
  }
  console.log('');
}
