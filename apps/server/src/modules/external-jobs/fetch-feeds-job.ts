import { EXTERNAL_JOBS } from '@hushwork/contract';
import { createSafeFetcher } from '../../platform/fetch/safe-fetch.ts';
import type { Job } from '../../platform/module.ts';
import { fetchExternalFeeds } from './fetch-external-feeds.ts';

/**
 * Fetches the admins' job feeds at start and hourly on the job queue (one instance per tick, retried when it throws).
 * Jobs are written by their URL, so a run repeated or cut short and run again does no harm. The fetcher follows the
 * configuration: without one (a test's runner), loopback is refused like everything private.
 */
export const fetchExternalFeedsJob: Job = {
  name: 'fetch-external-job-feeds',
  everyMs: EXTERNAL_JOBS.feedIntervalMs,
  async run({ database, clock, logger, config }) {
    const fetchPage = createSafeFetcher(config ?? {});
    const outcomes = await fetchExternalFeeds({ db: database.db, clock, fetchPage, logger });
    if (outcomes.length > 0) logger.info({ feeds: outcomes }, 'external job feeds fetched');
  },
};
