import { EXTERNAL_JOBS, type TExternalFeed } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { feedRepo } from './feed.repo.ts';
import { presentFeed } from './present-feed.ts';

/** The feeds and how each one's last fetch went. */
export async function listExternalFeeds({ actor, db }: { actor: Actor; db: Db }): Promise<TExternalFeed[]> {
  requirePermission(actor, 'read:external-feed:any');
  return (await feedRepo.listWithCounts(db)).map(presentFeed);
}

/** An http(s) address, or the fetcher's own refusal under the url field. */
function feedAddressOf(text: string): URL {
  const onUrl = (error: AppError) => new AppError(error.code, { fields: { url: [{ key: `errors:${error.code}` }] } });
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw onUrl(new AppError('FETCH_URL_INVALID'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw onUrl(new AppError('FETCH_SCHEME_NOT_ALLOWED'));
  return url;
}

export type AddExternalFeedOptions = UseCaseArgs<{ url: string; name?: string | undefined }>;

/**
 * Adds a feed for the queue to fetch at its next run (`fetchExternalFeedsJob`), where the safe fetcher checks where
 * it really leads; here only its form is checked. Its jobs show its name as their source, its host when unnamed.
 */
export async function addExternalFeed({ actor, input, db }: AddExternalFeedOptions): Promise<TExternalFeed> {
  requirePermission(actor, 'create:external-feed:any');
  const url = feedAddressOf(input.url);
  return db.transaction(async (tx) => {
    if (await feedRepo.findByUrl(tx, url.href)) throw new AppError('EXTERNAL_FEED_EXISTS');
    if ((await feedRepo.count(tx)) >= EXTERNAL_JOBS.feedsMax) throw new AppError('EXTERNAL_FEEDS_LIMIT_REACHED');
    const row = await feedRepo.insert(tx, { url: url.href, name: input.name || url.hostname });
    return presentFeed({ ...row, jobs_count: 0 });
  });
}

/** Removes a feed and the jobs it brought (and, with them, the clicks recorded on those jobs). */
export async function removeExternalFeed({ actor, input, db }: { actor: Actor; input: { id: number }; db: Db }) {
  requirePermission(actor, 'delete:external-feed:any');
  if (!(await feedRepo.delete(db, input.id))) throw new AppError('EXTERNAL_FEED_NOT_FOUND');
  return { ok: true as const };
}
