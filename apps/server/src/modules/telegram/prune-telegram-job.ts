import { TELEGRAM } from '@hushwork/contract';
import type { Job } from '../../platform/module.ts';
import { telegramRepo } from './telegram.repo.ts';

/** Drops expired link tokens and the ids of updates handled longer ago than Telegram could deliver them again. */
export const pruneTelegramJob: Job = {
  name: 'prune-telegram',
  everyMs: TELEGRAM.pruneEveryMinutes * 60_000,
  async run({ database, clock }) {
    const now = clock.now();
    const updatesBefore = new Date(now.getTime() - TELEGRAM.updateRetentionDays * 24 * 60 * 60_000);
    await telegramRepo.prune(database.db, now, updatesBefore);
  },
};
