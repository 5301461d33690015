import type { TCompanyReviewComment } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { presentComment } from './lib/present-review.ts';
import { reviewRepo } from './lib/review.repo.ts';
import { requireReadableCompany } from './lib/review-policy.ts';

export type CommentCompanyReviewOptions = UseCaseArgs<{ id: number; text: string }>;

/**
 * A comment under an approved review. Comments are public at once: the review they answer already passed
 * moderation, they carry no ratings, and the company's answer to a review is worth most while the review is fresh;
 * the spec's moderation covers reviews only.
 */
export async function commentCompanyReview({
  actor,
  input,
  db,
}: CommentCompanyReviewOptions): Promise<TCompanyReviewComment> {
  requirePermission(actor, 'create:company-review-comment:own');
  const userId = requireUser(actor).user_id;
  const review = await reviewRepo.findById(db, input.id);
  if (review?.moderation_status !== 'approved') throw new AppError('REVIEW_NOT_FOUND');
  const company = await companyRepo.findById(db, review.company_id);
  // A company hidden from the public hides its reviews' threads too, except from its team and admins.
  await requireReadableCompany(db, actor, company).catch(() => {
    throw new AppError('REVIEW_NOT_FOUND');
  });
  const comment = await reviewRepo.insertComment(db, {
    review_id: review.id,
    author_user_id: userId,
    author_role: actor.role === 'company' ? 'company' : 'worker',
    text: input.text,
  });
  return presentComment(comment);
}
