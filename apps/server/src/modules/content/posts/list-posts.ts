import { CONTENT, type TPostsQueryParsed } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { postRepo } from './lib/post.repo.ts';
import { presentSummaries } from './lib/present-post.ts';

export type ListPostsOptions = UseCaseArgs<TPostsQueryParsed>;

/** A page of the blog in the reader's language, newest first. */
export async function listPosts({ actor, input, db }: ListPostsOptions) {
  requirePermission(actor, 'read:post:any');
  const limit = CONTENT.postsPageSize;
  const { rows, total } = await postRepo.page(db, actor.locale, {
    category: input.category,
    limit,
    offset: (input.page - 1) * limit,
  });
  return {
    list: await presentSummaries(db, rows),
    total,
    page: input.page,
    pages: Math.max(1, Math.ceil(total / limit)),
  };
}
