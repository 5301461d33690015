import type { TCompanyReviewRequest } from '@hushwork/contract';
import { ZCompanyReviewRequest } from '@hushwork/contract';
import type { Db } from '../../platform/db/database.ts';
import { type ReviewRow, reviewRepo } from './reviews/lib/review.repo.ts';

export type CompanyReviewOptions = {
  companyId: number;
  authorUserId: number;
  authorRole?: 'worker' | 'company';
  review: TCompanyReviewRequest;
  moderation_status?: 'pending' | 'approved' | 'rejected';
  commentTexts?: { authorUserId: number; authorRole: 'worker' | 'company'; text: string }[];
};

/** One way to make a review (and comments under it) for tests and the demo seed, without the call's checks. */
export async function createCompanyReview(db: Db, options: CompanyReviewOptions): Promise<ReviewRow> {
  const review = await reviewRepo.insert(db, {
    ...ZCompanyReviewRequest.parse(options.review),
    company_id: options.companyId,
    author_user_id: options.authorUserId,
    author_role: options.authorRole ?? 'worker',
    moderation_status: options.moderation_status ?? 'approved',
  });
  for (const comment of options.commentTexts ?? []) {
    await reviewRepo.insertComment(db, {
      review_id: review.id,
      author_user_id: comment.authorUserId,
      author_role: comment.authorRole,
      text: comment.text,
    });
  }
  return review;
}

/** An approval without an admin, for the tests that need an approved review (admins use moderate-reviews.ts). */
export const approveCompanyReview = (db: Db, id: number) => reviewRepo.setModeration(db, id, 'approved');
