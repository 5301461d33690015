import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { SafeFetcher } from '../../platform/fetch/safe-fetch.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Logger } from '../../platform/logger.ts';
import { externalJobRepo } from './external-job.repo.ts';
import { externalJobOf } from './external-job-fields.ts';
import { type FeedRow, feedRepo } from './feed.repo.ts';
import { readFeed, UnreadableFeed } from './feed-items.ts';

export type FetchExternalFeedsOptions = { db: Db; clock: Clock; fetchPage: SafeFetcher; logger: Logger };
export type FeedOutcome = { feed_id: number; jobs: number; error: string | null };

/**
 * Fetches every configured feed with the safe fetcher (public http(s) addresses only, JSON, RSS or Atom, bounded) and
 * writes its jobs by their URL: a job seen before is updated in place, so running twice changes nothing. One feed's
 * failure is recorded on it (its refusal's code) and does not stop the others.
 */
export async function fetchExternalFeeds({ db, clock, fetchPage, logger }: FetchExternalFeedsOptions) {
  const outcomes: FeedOutcome[] = [];
  for (const feed of await feedRepo.list(db)) outcomes.push(await fetchFeed(feed, { db, clock, fetchPage, logger }));
  return outcomes;
}

async function fetchFeed(
  feed: FeedRow,
  { db, clock, fetchPage, logger }: FetchExternalFeedsOptions,
): Promise<FeedOutcome> {
  const now = clock.now();
  try {
    const document = await fetchPage(feed.url, { accept: ['feed'] });
    const items = readFeed(document.body, document.content_type);
    const jobs = items.flatMap((item) => externalJobOf(item, { source: feed.name, feed_id: feed.id, now }) ?? []);
    await db.transaction(async (tx) => {
      for (const job of jobs) await externalJobRepo.upsert(tx, job);
      await feedRepo.recordFetch(tx, feed.id, { at: now, error: null });
    });
    return { feed_id: feed.id, jobs: jobs.length, error: null };
  } catch (error) {
    const code = error instanceof AppError || error instanceof UnreadableFeed ? error.code : 'FEED_FAILED';
    logger.warn({ err: error, feed_id: feed.id, code }, 'external job feed not read');
    await feedRepo.recordFetch(db, feed.id, { at: now, error: code });
    return { feed_id: feed.id, jobs: 0, error: code };
  }
}
