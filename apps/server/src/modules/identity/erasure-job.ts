import { systemClock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Logger } from '../../platform/logger.ts';
import { eraseDeletedAccounts } from './delete-account.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Erases deleted accounts whose 30 days are over, at start and hourly. The state lives in the database (erase_after),
 * so a restart loses nothing and several instances doing it at once do no harm.
 */
export function startErasureJob(database: Database, logger: Logger) {
  const run = () =>
    eraseDeletedAccounts({ db: database.db, clock: systemClock }).then(
      (count) => count > 0 && logger.info({ count }, 'deleted accounts erased'),
      (error: unknown) => logger.error({ err: error }, 'erasing deleted accounts failed'),
    );
  void run();
  setInterval(run, HOUR_MS).unref();
}
