// The server process's entry. It imports only what reading the configuration and opening the database need, starts
// the database, and only then loads the rest of the app (start-server.ts): the embedded database boots on its own
// thread (about 0.8 s) while this one loads the app's modules and builds the app (about 1 s). Imported statically,
// the modules all loaded before the first line here ran, and a later start waited for the sum.
import nodeModule from 'node:module';
import { resolve } from 'node:path';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { connectDatabase } from './platform/db/database.ts';
import { createLogger } from './platform/logger.ts';

/**
 * Node 22.1 and later keep the compiled code of the modules this process loads on disk (in the system's temp folder,
 * checked against each file's content), so a second start skips compiling them: 3.2 s to 2.5–2.7 s for a start on
 * Node 24 here (issue 26). Older Node has no such call; there it does nothing.
 */
function cacheCompiledModules() {
  (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
}

async function main() {
  cacheCompiledModules();
  let config: Config;
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
  const { database, ready } = connectDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, logger: logDatabaseError }
      : { dataDir: resolve(config.DATA_DIR, 'db'), logger: logDatabaseError },
  );
  // Awaited in startServer; until then a database that cannot open must not count as an unhandled rejection.
  ready.catch(() => {});
  const { startServer } = await import('./start-server.ts');
  await startServer({ config, logger, database, ready });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
