import type { TCompanyReview, TCompanyReviewComment } from '@hushwork/contract';
import type { CommentRow, ReviewRow } from './review.repo.ts';

/** A review as readers see it: the author is their role only, never their account. */
export const presentReview = (row: ReviewRow, commentsCount: number): TCompanyReview => ({
  id: row.id,
  company_id: row.company_id,
  rating: row.rating,
  salary_rating: row.salary_rating,
  management_rating: row.management_rating,
  work_life_rating: row.work_life_rating,
  growth_rating: row.growth_rating,
  title: row.title,
  pros: row.pros,
  cons: row.cons,
  is_current_employee: row.is_current_employee,
  author_role: row.author_role as TCompanyReview['author_role'],
  moderation_status: row.moderation_status as TCompanyReview['moderation_status'],
  comments_count: commentsCount,
  created_at: row.created_at.toISOString(),
});

export const presentComment = (row: CommentRow): TCompanyReviewComment => ({
  id: row.id,
  text: row.text,
  author_role: row.author_role as TCompanyReviewComment['author_role'],
  created_at: row.created_at.toISOString(),
});
