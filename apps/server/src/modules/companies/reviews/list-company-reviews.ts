import { COMPANIES, type TCompanyRatings, type TCompanyReviewsPage } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { presentReview } from './lib/present-review.ts';
import { reviewRepo } from './lib/review.repo.ts';
import { requireReadableCompany } from './lib/review-policy.ts';

export type ListCompanyReviewsOptions = UseCaseArgs<{ id: number; page: number }>;

const averageOf = (value: string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** A company's approved reviews, newest first, and the averages of all of them. */
export async function listCompanyReviews({
  actor,
  input,
  db,
}: ListCompanyReviewsOptions): Promise<TCompanyReviewsPage> {
  requirePermission(actor, 'read:company:any');
  const company = await requireReadableCompany(db, actor, await companyRepo.findById(db, input.id));
  const size = COMPANIES.reviewsPageSize;
  const [{ rows, total }, averages] = await Promise.all([
    reviewRepo.listApproved(db, company.id, { limit: size, offset: (input.page - 1) * size }),
    reviewRepo.averagesOf(db, company.id),
  ]);
  const comments = await reviewRepo.commentCountsOf(
    db,
    rows.map((row) => row.id),
  );
  const ratings: TCompanyRatings = {
    count: averages?.count ?? 0,
    rating: averageOf(averages?.rating ?? null),
    salary_rating: averageOf(averages?.salary_rating ?? null),
    management_rating: averageOf(averages?.management_rating ?? null),
    work_life_rating: averageOf(averages?.work_life_rating ?? null),
    growth_rating: averageOf(averages?.growth_rating ?? null),
  };
  return {
    list: rows.map((row) => presentReview(row, comments.get(row.id) ?? 0)),
    total,
    page: input.page,
    pages: Math.max(1, Math.ceil(total / size)),
    ratings,
  };
}
