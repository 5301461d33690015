import type { TPost } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { commentRepo } from '../comments/lib/comment.repo.ts';
import { presentThreads } from '../comments/lib/present-comment.ts';
import { postRepo } from './lib/post.repo.ts';
import { presentSummaries } from './lib/present-post.ts';

export type GetPostOptions = UseCaseArgs<{ id: number | string }>;

/** An article in the reader's language with its contents, related articles and approved comments. */
export async function getPost({ actor, input, db }: GetPostOptions): Promise<TPost> {
  requirePermission(actor, 'read:post:any');
  const post = await postRepo.find(db, input.id);
  const text = post && (await postRepo.translation(db, post.id, actor.locale));
  if (!post || !text) throw new AppError('POST_NOT_FOUND');
  const [summaryRows, relatedRows, comments] = await Promise.all([
    postRepo.summariesByIds(db, actor.locale, [post.id]),
    postRepo.summariesBySlugs(db, actor.locale, post.related),
    commentRepo.approvedOf(db, post.id),
  ]);
  const [summary, ...related] = await presentSummaries(db, [
    ...summaryRows,
    // In the order the article lists them.
    ...post.related.flatMap((slug) => relatedRows.find((row) => row.slug === slug) ?? []),
  ]);
  return {
    ...summary!,
    body_html: text.body_html,
    toc: text.toc,
    related,
    comments: presentThreads(comments),
    comments_count: comments.length,
  };
}
