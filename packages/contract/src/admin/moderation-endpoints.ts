import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import {
  ZAdminCandidatesPage,
  ZAdminCandidatesQuery,
  ZAdminCommentsPage,
  ZAdminCommentsQuery,
  ZAdminCompaniesPage,
  ZAdminCompaniesQuery,
  ZAdminCompanyDetail,
  ZAdminReviewsPage,
  ZAdminReviewsQuery,
  ZAdminVacanciesPage,
  ZAdminVacanciesQuery,
  ZAdminVacancyDetail,
} from './items.ts';
import {
  ZAdminItemParams,
  ZBulkOutcome,
  ZCompanySafeRequest,
  ZModerationDecision,
  ZVacancyTopRequest,
  ZVacancyVipRequest,
  ZVipVacanciesRequest,
} from './moderation.ts';
import { ZAdminStatistics } from './statistics.ts';

const endpoint = endpointsOf({ tags: ['admin'], auth: 'required' });
const decide = (what: string) =>
  `Admins: approve, reject (with a reason the owner is told) or return to the queue many ${what} at once`;

export const getAdminStatistics = endpoint({
  method: 'GET',
  path: '/api/admin/statistics',
  summary: 'Admins: the moderation queues’ sizes and the trends of registrations, vacancies, applications and hires',
  response: ZAdminStatistics,
  errors: errorsOf('FORBIDDEN'),
});

export const listAdminVacancies = endpoint({
  method: 'GET',
  path: '/api/admin/vacancies',
  summary: 'Admins: every vacancy, by moderation status, searched by title or company',
  query: ZAdminVacanciesQuery,
  response: ZAdminVacanciesPage,
  errors: errorsOf('FORBIDDEN'),
});
export const getAdminVacancy = endpoint({
  method: 'GET',
  path: '/api/admin/vacancies/{id}',
  summary: 'Admins: one vacancy with its text, whatever its status',
  params: ZAdminItemParams,
  response: ZAdminVacancyDetail,
  errors: errorsOf('FORBIDDEN', 'ADMIN_ITEM_NOT_FOUND'),
});
export const moderateVacancies = endpoint({
  method: 'POST',
  path: '/api/admin/vacancies/moderate',
  summary: decide('vacancies'),
  body: ZModerationDecision,
  response: ZBulkOutcome,
  errors: errorsOf('FORBIDDEN'),
});
export const setVacanciesVip = endpoint({
  method: 'POST',
  path: '/api/admin/vacancies/vip',
  summary: 'Admins: mark vacancies VIP (the VIP block of the job search) or take the mark off',
  body: ZVacancyVipRequest,
  response: ZBulkOutcome,
  errors: errorsOf('FORBIDDEN'),
});
export const setVacanciesTop = endpoint({
  method: 'POST',
  path: '/api/admin/vacancies/top',
  summary: 'Admins: pin vacancies to the top of the job search or unpin them',
  body: ZVacancyTopRequest,
  response: ZBulkOutcome,
  errors: errorsOf('FORBIDDEN'),
});

export const listAdminCompanies = endpoint({
  method: 'GET',
  path: '/api/admin/companies',
  summary: 'Admins: every company, by moderation status, searched by name',
  query: ZAdminCompaniesQuery,
  response: ZAdminCompaniesPage,
  errors: errorsOf('FORBIDDEN'),
});
export const getAdminCompany = endpoint({
  method: 'GET',
  path: '/api/admin/companies/{id}',
  summary: 'Admins: one company with its description, whatever its status',
  params: ZAdminItemParams,
  response: ZAdminCompanyDetail,
  errors: errorsOf('FORBIDDEN', 'ADMIN_ITEM_NOT_FOUND'),
});
export const moderateCompanies = endpoint({
  method: 'POST',
  path: '/api/admin/companies/moderate',
  summary: decide('companies'),
  body: ZModerationDecision,
  response: ZBulkOutcome,
  errors: errorsOf('FORBIDDEN'),
});
export const setCompaniesSafe = endpoint({
  method: 'POST',
  path: '/api/admin/companies/safe',
  summary: 'Admins: mark companies as checked and safe to deal with, or take the mark off',
  body: ZCompanySafeRequest,
  response: ZBulkOutcome,
  errors: errorsOf('FORBIDDEN'),
});
export const setCompanyVipVacancies = endpoint({
  method: 'POST',
  path: '/api/admin/companies/{id}/vip-vacancies',
  summary: 'Admins: let a company promote its vacancies to VIP, or stop it',
  params: ZAdminItemParams,
  body: ZVipVacanciesRequest,
  response: ZBulkOutcome,
  errors: errorsOf('FORBIDDEN'),
});

export const listAdminCandidates = endpoint({
  method: 'GET',
  path: '/api/admin/candidates',
  summary: 'Admins: every candidate profile with the name behind it, by moderation status, searched by position',
  query: ZAdminCandidatesQuery,
  response: ZAdminCandidatesPage,
  errors: errorsOf('FORBIDDEN'),
});
export const moderateCandidates = endpoint({
  method: 'POST',
  path: '/api/admin/candidates/moderate',
  summary: decide('candidate profiles'),
  body: ZModerationDecision,
  response: ZBulkOutcome,
  errors: errorsOf('FORBIDDEN'),
});

export const listAdminReviews = endpoint({
  method: 'GET',
  path: '/api/admin/reviews',
  summary: 'Admins: every company review, by moderation status, searched by title or company',
  query: ZAdminReviewsQuery,
  response: ZAdminReviewsPage,
  errors: errorsOf('FORBIDDEN'),
});
export const moderateReviews = endpoint({
  method: 'POST',
  path: '/api/admin/reviews/moderate',
  summary: decide('company reviews'),
  body: ZModerationDecision,
  response: ZBulkOutcome,
  errors: errorsOf('FORBIDDEN'),
});

export const listAdminComments = endpoint({
  method: 'GET',
  path: '/api/admin/comments',
  summary: 'Admins: every blog comment, by moderation status, searched by its text or its article’s title',
  query: ZAdminCommentsQuery,
  response: ZAdminCommentsPage,
  errors: errorsOf('FORBIDDEN'),
});
export const moderateComments = endpoint({
  method: 'POST',
  path: '/api/admin/comments/moderate',
  summary: decide('blog comments'),
  body: ZModerationDecision,
  response: ZBulkOutcome,
  errors: errorsOf('FORBIDDEN'),
});
