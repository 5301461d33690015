import type { TCompanyReview, TCompanyReviewRequest } from '@hushwork/contract';
import { ZCompanyReviewRequest } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentReview } from './lib/present-review.ts';
import { reviewRepo } from './lib/review.repo.ts';

export type UpdateCompanyReviewOptions = UseCaseArgs<{ id: number; review: TCompanyReviewRequest }>;

/** The author's edit; moderation reads it again, so it is pending (and not public) until approved anew. */
export async function updateCompanyReview({ actor, input, db }: UpdateCompanyReviewOptions): Promise<TCompanyReview> {
  requirePermission(actor, 'update:company-review:own');
  const userId = requireUser(actor).user_id;
  const review = await reviewRepo.findById(db, input.id);
  if (!review) throw new AppError('REVIEW_NOT_FOUND');
  if (review.author_user_id !== userId) throw new AppError('NOT_REVIEW_AUTHOR');
  const updated = await reviewRepo.update(db, review.id, {
    ...ZCompanyReviewRequest.parse(input.review),
    moderation_status: 'pending',
  });
  const comments = await reviewRepo.commentCountsOf(db, [updated.id]);
  return presentReview(updated, comments.get(updated.id) ?? 0);
}
