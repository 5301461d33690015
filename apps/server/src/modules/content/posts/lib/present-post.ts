import type { TPostCategory, TPostSummary } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { itemViewsRepo } from '../../../../platform/views/item-views.repo.ts';
import { type PostSummaryRow, postRepo } from './post.repo.ts';

/** Summaries of rows of one page, with their views and ratings read in one query each, in the rows' order. */
export async function presentSummaries(db: Db, rows: readonly PostSummaryRow[]): Promise<TPostSummary[]> {
  const ids = rows.map((row) => row.id);
  const [views, ratings] = await Promise.all([itemViewsRepo.totalsByItem(db, 'post', ids), postRepo.ratings(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    category: row.category as TPostCategory,
    title: row.title,
    description: row.description,
    published_at: row.published_at.toISOString(),
    updated_at: row.revised_at?.toISOString() ?? null,
    reading_minutes: row.reading_minutes,
    views: views.get(row.id) ?? 0,
    rating: ratings.get(row.id) ?? { average: null, count: 0 },
  }));
}
