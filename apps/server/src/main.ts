import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { runReferenceSeeds } from './db/seeds/run-seeds.ts';
import { openDatabase } from './platform/db/database.ts';
import { installGracefulShutdown } from './platform/lifecycle.ts';

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

  const database = config.DATABASE_URL
    ? await openDatabase({ url: config.DATABASE_URL, logger: (m) => console.error(m) })
    : await openDatabase({ dataDir: resolve(config.DATA_DIR, 'db') });
  await database.migrate();
  const seeded = await runReferenceSeeds(database.db);

  const app = await buildApp({ config, database });
  if (seeded.length > 0) app.log.info({ seeded }, 'reference data seeded');

  installGracefulShutdown(app, database, { graceMs: config.SHUTDOWN_GRACE_MS });

  await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const port = (app.server.address() as { port: number }).port;
  console.log(`\nHushwork is running at http://${shown}:${port}`);
  console.log(`Database: ${database.kind === 'pglite' ? `embedded (${resolve(config.DATA_DIR)})` : 'PostgreSQL'}`);
  console.log(`API reference: http://${shown}:${port}/api/docs\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
