import type { TExternalFeed } from '@hushwork/contract';
import type { FeedRow } from './feed.repo.ts';

export const presentFeed = (row: FeedRow & { jobs_count: number }): TExternalFeed => ({
  id: row.id,
  url: row.url,
  name: row.name,
  jobs_count: row.jobs_count,
  last_fetched_at: row.last_fetched_at?.toISOString() ?? null,
  last_error: row.last_error,
  created_at: row.created_at.toISOString(),
});
