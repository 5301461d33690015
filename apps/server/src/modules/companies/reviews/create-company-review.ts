import type { TCompanyReviewRequest } from '@hushwork/contract';
import { ZCompanyReviewRequest } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { reviewRepo } from './lib/review.repo.ts';
import { isOnTeam, requireReadableCompany } from './lib/review-policy.ts';

export type CreateCompanyReviewOptions = UseCaseArgs<{ id: number; review: TCompanyReviewRequest }>;

/**
 * A worker's or another company's review, pending until moderation approves it. A company's own team may not review
 * it, and an account reviews a company once (it edits that review instead).
 */
export async function createCompanyReview({ actor, input, db }: CreateCompanyReviewOptions): Promise<{ id: number }> {
  requirePermission(actor, 'create:company-review:own');
  const userId = requireUser(actor).user_id;
  const company = await requireReadableCompany(db, actor, await companyRepo.findById(db, input.id));
  if (await isOnTeam(db, actor, company.id)) throw new AppError('OWN_COMPANY_REVIEW');
  if (await reviewRepo.findByAuthor(db, company.id, userId)) throw new AppError('REVIEW_ALREADY_EXISTS');
  const review = await reviewRepo.insert(db, {
    ...ZCompanyReviewRequest.parse(input.review),
    company_id: company.id,
    author_user_id: userId,
    author_role: actor.role === 'company' ? 'company' : 'worker',
    moderation_status: 'pending',
  });
  return { id: review.id };
}
