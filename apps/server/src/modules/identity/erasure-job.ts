import type { Job } from '../../platform/module.ts';
import { eraseDeletedAccounts } from './erase-deleted-accounts.ts';

/**
 * Erases deleted accounts whose 30 days are over, at start and hourly, on the job queue (one instance runs each
 * hour's pass; a failed one is retried). The state lives in the database (erase_after), so a restart loses nothing
 * and a pass run twice does no harm.
 */
export const erasureJob: Job = {
  name: 'erase-deleted-accounts',
  everyMs: 60 * 60 * 1000,
  async run({ database, clock, logger }) {
    const count = await eraseDeletedAccounts({ db: database.db, clock });
    if (count > 0) logger.info({ count }, 'deleted accounts erased');
  },
};
