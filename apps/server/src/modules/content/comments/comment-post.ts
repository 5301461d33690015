import { RATE_LIMITS, type TPostCommentRequest, type TPostedComment } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { postRepo } from '../posts/lib/post.repo.ts';
import { authorRoleOf } from './lib/author-role.ts';
import { commentRepo } from './lib/comment.repo.ts';
import { presentPosted } from './lib/present-comment.ts';

export type CommentPostOptions = UseCaseArgs<{ id: number } & Required<TPostCommentRequest>, 'limiter'>;

/** A reader's comment under an article; it waits for an admin before anyone else sees it. */
export async function commentPost({ actor, input, db, limiter }: CommentPostOptions): Promise<TPostedComment> {
  requirePermission(actor, 'create:post-comment:own');
  const user = requireUser(actor);
  const post = await postRepo.find(db, input.id);
  if (!post) throw new AppError('POST_NOT_FOUND');
  await limiter.consume(RATE_LIMITS.postCommentPerUser, `post-comment:user:${user.user_id}`);
  const comment = await commentRepo.insert(db, {
    post_id: post.id,
    parent_id: null,
    author_user_id: user.user_id,
    author_role: authorRoleOf(actor),
    text: input.text,
  });
  return presentPosted(comment);
}
