import type { TCompanyReviewDetails } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { presentComment, presentReview } from './lib/present-review.ts';
import { reviewRepo } from './lib/review.repo.ts';
import { requireReadableCompany } from './lib/review-policy.ts';

export type GetCompanyReviewOptions = UseCaseArgs<{ slug: string; id: number }>;

/** One approved review of the company with its comments, oldest first; a pending one is not public yet (404). */
export async function getCompanyReview({ actor, input, db }: GetCompanyReviewOptions): Promise<TCompanyReviewDetails> {
  requirePermission(actor, 'read:company:any');
  const company = await requireReadableCompany(db, actor, await companyRepo.findBySlug(db, input.slug));
  const review = await reviewRepo.findById(db, input.id);
  if (!review || review.company_id !== company.id || review.moderation_status !== 'approved') {
    throw new AppError('REVIEW_NOT_FOUND');
  }
  const comments = await reviewRepo.commentsOf(db, review.id);
  return { ...presentReview(review, comments.length), comments: comments.map(presentComment) };
}
