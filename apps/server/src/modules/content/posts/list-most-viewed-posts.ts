import { CONTENT } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { itemViewsRepo } from '../../../platform/views/item-views.repo.ts';
import { postRepo } from './lib/post.repo.ts';
import { presentSummaries } from './lib/present-post.ts';

export type ListMostViewedPostsOptions = UseCaseArgs<{ limit?: number }>;

/**
 * The most read articles; while fewer have been read than the list holds, the newest fill it, so a new blog's
 * sidebar is never empty.
 */
export async function listMostViewedPosts({ actor, input, db }: ListMostViewedPostsOptions) {
  requirePermission(actor, 'read:post:any');
  const limit = input.limit ?? CONTENT.mostViewedSize;
  const viewed = await itemViewsRepo.mostViewed(db, 'post', limit);
  const ids = viewed.map((row) => row.item_id);
  const rows = await postRepo.summariesByIds(db, actor.locale, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  if (ordered.length < limit) {
    const newest = await postRepo.page(db, actor.locale, { limit: limit * 2, offset: 0 });
    for (const row of newest.rows) if (ordered.length < limit && !byId.has(row.id)) ordered.push(row);
  }
  return { list: await presentSummaries(db, ordered) };
}
