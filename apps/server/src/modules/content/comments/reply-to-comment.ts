import { RATE_LIMITS, type TPostCommentRequest, type TPostedComment } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { authorRoleOf } from './lib/author-role.ts';
import { commentRepo } from './lib/comment.repo.ts';
import { presentPosted } from './lib/present-comment.ts';

export type ReplyToCommentOptions = UseCaseArgs<{ id: number } & Required<TPostCommentRequest>, 'limiter'>;

/**
 * An answer to an approved comment. Threads are one level deep: an answer to an answer joins the thread of the
 * comment it answers, so a reader never meets a conversation nested out of sight.
 */
export async function replyToComment({ actor, input, db, limiter }: ReplyToCommentOptions): Promise<TPostedComment> {
  requirePermission(actor, 'create:post-comment:own');
  const user = requireUser(actor);
  const answered = await commentRepo.findById(db, input.id);
  if (answered?.moderation_status !== 'approved') throw new AppError('COMMENT_NOT_FOUND');
  await limiter.consume(RATE_LIMITS.postCommentPerUser, `post-comment:user:${user.user_id}`);
  const reply = await commentRepo.insert(db, {
    post_id: answered.post_id,
    parent_id: answered.parent_id ?? answered.id,
    author_user_id: user.user_id,
    author_role: authorRoleOf(actor),
    text: input.text,
  });
  return presentPosted(reply);
}
