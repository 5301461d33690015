import { z } from 'zod';
import { COMPANIES } from '../constants.ts';
import { pagedListOf } from '../envelope.ts';
import { zId } from '../validation.ts';
import { ZModerationStatus } from './company.ts';

/** The aspects a review rates besides the overall rating, each 1 to 5. */
export const REVIEW_ASPECTS = ['salary_rating', 'management_rating', 'work_life_rating', 'growth_rating'] as const;
export type TReviewAspect = (typeof REVIEW_ASPECTS)[number];

const required = { error: 'validation:required', abort: true } as const;
const zRating = z.number(required).int().min(1).max(5);
const zReviewText = (max: number) => z.string(required).trim().min(1, required).min(COMPANIES.reviewTextMin).max(max);

/** Who wrote it, as readers may know it: the author's role, never their name, e-mail or id. */
export const ZReviewAuthorRole = z.enum(['worker', 'company']);

/** A review as the new-review form and its edit send it. */
export const ZCompanyReviewRequest = z.object({
  rating: zRating,
  salary_rating: zRating,
  management_rating: zRating,
  work_life_rating: zRating,
  growth_rating: zRating,
  title: z.string(required).trim().min(1, required).max(COMPANIES.reviewTitleMax),
  pros: zReviewText(COMPANIES.reviewTextMax),
  cons: zReviewText(COMPANIES.reviewTextMax),
  is_current_employee: z.boolean().default(false),
});
export type TCompanyReviewRequest = z.input<typeof ZCompanyReviewRequest>;

export const ZCompanyReview = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    rating: z.number().int(),
    salary_rating: z.number().int(),
    management_rating: z.number().int(),
    work_life_rating: z.number().int(),
    growth_rating: z.number().int(),
    title: z.string(),
    pros: z.string(),
    cons: z.string(),
    is_current_employee: z.boolean(),
    author_role: ZReviewAuthorRole,
    moderation_status: ZModerationStatus,
    comments_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'CompanyReview' });
export type TCompanyReview = z.infer<typeof ZCompanyReview>;

export const ZCompanyReviewComment = z
  .object({ id: z.number().int(), text: z.string(), author_role: ZReviewAuthorRole, created_at: z.string() })
  .meta({ id: 'CompanyReviewComment' });
export type TCompanyReviewComment = z.infer<typeof ZCompanyReviewComment>;

export const ZCompanyReviewDetails = ZCompanyReview.extend({ comments: z.array(ZCompanyReviewComment) }).meta({
  id: 'CompanyReviewDetails',
});
export type TCompanyReviewDetails = z.infer<typeof ZCompanyReviewDetails>;

/** Averages of the approved reviews, each rounded to one decimal; null while there are none. */
export const ZCompanyRatings = z
  .object({
    count: z.number().int(),
    rating: z.number().nullable(),
    salary_rating: z.number().nullable(),
    management_rating: z.number().nullable(),
    work_life_rating: z.number().nullable(),
    growth_rating: z.number().nullable(),
  })
  .meta({ id: 'CompanyRatings' });
export type TCompanyRatings = z.infer<typeof ZCompanyRatings>;

export const ZCompanyReviewsPage = pagedListOf(ZCompanyReview, { ratings: ZCompanyRatings });
export type TCompanyReviewsPage = z.infer<typeof ZCompanyReviewsPage>['data'];

export const ZCompanyReviewsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const ZCompanyReviewParams = z.object({ id: zId });
/** `companies/{company}/review/{id}`: the segment is named as `GET companies/{company}` names it; here a slug. */
export const ZCompanyReviewBySlugParams = z.object({ company: z.string().min(1).max(120), id: zId });

export const ZCompanyReviewCommentRequest = z.object({
  text: z.string(required).trim().min(1, required).max(COMPANIES.reviewCommentMax),
});
export type TCompanyReviewCommentRequest = z.input<typeof ZCompanyReviewCommentRequest>;
