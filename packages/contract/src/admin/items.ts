import { z } from 'zod';
import { dataOf, pagedListOf } from '../envelope.ts';
import { adminListQueryOf, zModerated } from './moderation.ts';

export const ZAdminVacancy = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    company_id: z.number().int(),
    company_name: z.string(),
    state: z.string(),
    is_vip: z.boolean(),
    is_top: z.boolean(),
    published_at: z.string(),
    ...zModerated,
  })
  .meta({ id: 'AdminVacancy' });
export type TAdminVacancy = z.infer<typeof ZAdminVacancy>;
export const ZAdminVacanciesQuery = adminListQueryOf(['created_at', 'title', 'company_name']);
export type TAdminVacanciesQuery = z.input<typeof ZAdminVacanciesQuery>;
export const ZAdminVacanciesPage = pagedListOf(ZAdminVacancy);
/** One vacancy as an admin reads it before deciding: the row and the text the company wrote. */
export const ZAdminVacancyDetail = dataOf(
  ZAdminVacancy.extend({ description: z.string() }).meta({ id: 'AdminVacancyDetail' }),
);

export const ZAdminCompany = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    is_public: z.boolean(),
    is_safe: z.boolean(),
    vip_vacancies: z.boolean(),
    ...zModerated,
  })
  .meta({ id: 'AdminCompany' });
export type TAdminCompany = z.infer<typeof ZAdminCompany>;
export const ZAdminCompaniesQuery = adminListQueryOf(['created_at', 'name']);
export type TAdminCompaniesQuery = z.input<typeof ZAdminCompaniesQuery>;
export const ZAdminCompaniesPage = pagedListOf(ZAdminCompany);
export const ZAdminCompanyDetail = dataOf(
  ZAdminCompany.extend({ description: z.string(), site: z.string().nullable() }).meta({ id: 'AdminCompanyDetail' }),
);

/** Admins read a candidate's anonymous profile with the name behind it: moderation judges both. */
export const ZAdminCandidate = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    desired_position: z.string(),
    name: z.string(),
    user_id: z.number().int(),
    is_public: z.boolean(),
    ...zModerated,
  })
  .meta({ id: 'AdminCandidate' });
export type TAdminCandidate = z.infer<typeof ZAdminCandidate>;
export const ZAdminCandidatesQuery = adminListQueryOf(['created_at', 'desired_position']);
export type TAdminCandidatesQuery = z.input<typeof ZAdminCandidatesQuery>;
export const ZAdminCandidatesPage = pagedListOf(ZAdminCandidate);

export const ZAdminReview = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    company_name: z.string(),
    company_slug: z.string(),
    title: z.string(),
    pros: z.string(),
    cons: z.string(),
    rating: z.number().int(),
    author_role: z.string(),
    ...zModerated,
  })
  .meta({ id: 'AdminReview' });
export type TAdminReview = z.infer<typeof ZAdminReview>;
export const ZAdminReviewsQuery = adminListQueryOf(['created_at', 'rating']);
export type TAdminReviewsQuery = z.input<typeof ZAdminReviewsQuery>;
export const ZAdminReviewsPage = pagedListOf(ZAdminReview);

/** A blog comment as admins read it before deciding: its text, the article it is under, the author's role. */
export const ZAdminComment = z
  .object({
    id: z.number().int(),
    post_id: z.number().int(),
    post_slug: z.string(),
    post_title: z.string(),
    /** The comment it answers; null for a comment on the article. */
    parent_id: z.number().int().nullable(),
    text: z.string(),
    author_role: z.string(),
    ...zModerated,
  })
  .meta({ id: 'AdminComment' });
export type TAdminComment = z.infer<typeof ZAdminComment>;
export const ZAdminCommentsQuery = adminListQueryOf(['created_at']);
export type TAdminCommentsQuery = z.input<typeof ZAdminCommentsQuery>;
export const ZAdminCommentsPage = pagedListOf(ZAdminComment);
