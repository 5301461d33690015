import { z } from 'zod';
import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { dataOf } from '../envelope.ts';
import { ZCompanyIdParams } from './company.ts';
import {
  ZCompanyReview,
  ZCompanyReviewBySlugParams,
  ZCompanyReviewComment,
  ZCompanyReviewCommentRequest,
  ZCompanyReviewDetails,
  ZCompanyReviewParams,
  ZCompanyReviewRequest,
  ZCompanyReviewsPage,
  ZCompanyReviewsQuery,
} from './review.ts';

const endpoint = endpointsOf({ tags: ['companies'], auth: 'required' });
export const listCompanyReviews = endpoint({
  method: 'GET',
  path: '/api/companies/{id}/reviews',
  summary: 'A company’s approved reviews, newest first, with its average ratings',
  auth: 'optional',
  params: ZCompanyIdParams,
  query: ZCompanyReviewsQuery,
  response: ZCompanyReviewsPage,
  errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND'),
});
export const createCompanyReview = endpoint({
  method: 'POST',
  path: '/api/companies/{id}/reviews',
  summary: 'Review a company (anyone signed in but its own team); it appears once moderation approves it',
  params: ZCompanyIdParams,
  body: ZCompanyReviewRequest,
  status: 201,
  response: dataOf(z.object({ id: z.number().int() })),
  errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND', 'REVIEW_ALREADY_EXISTS', 'OWN_COMPANY_REVIEW'),
});
export const getCompanyReview = endpoint({
  method: 'GET',
  path: '/api/companies/{company}/review/{id}',
  summary: 'One approved review of the company with this slug, with its comments',
  auth: 'optional',
  params: ZCompanyReviewBySlugParams,
  response: dataOf(ZCompanyReviewDetails),
  errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND', 'REVIEW_NOT_FOUND'),
});
export const updateCompanyReview = endpoint({
  method: 'PUT',
  path: '/api/company-reviews/{id}',
  summary: 'Edit one’s own review; it goes back to moderation',
  params: ZCompanyReviewParams,
  body: ZCompanyReviewRequest,
  response: dataOf(ZCompanyReview),
  errors: errorsOf('FORBIDDEN', 'REVIEW_NOT_FOUND', 'NOT_REVIEW_AUTHOR'),
});
export const commentCompanyReview = endpoint({
  method: 'POST',
  path: '/api/company-reviews/{id}/comment',
  summary: 'Answer an approved review; the comment is public at once',
  params: ZCompanyReviewParams,
  body: ZCompanyReviewCommentRequest,
  status: 201,
  response: dataOf(ZCompanyReviewComment),
  errors: errorsOf('FORBIDDEN', 'REVIEW_NOT_FOUND'),
});
