import { z } from 'zod';
import { dataOf } from '../envelope.ts';
import { LANDING_KINDS } from './landing-route.ts';
import { ZJobsQuery, ZJobsResult } from './search.ts';
import { ZSeniority } from './vacancy.ts';

/** `GET jobs/landing?path=technologies/react/senior`: the landing route after `/job-openings/`, plus any filters. */
export const ZJobsLandingQuery = ZJobsQuery.extend({ path: z.string().trim().min(1).max(400) });
export type TJobsLandingQuery = z.input<typeof ZJobsLandingQuery>;

/** One step of the page's breadcrumbs (JSON-LD BreadcrumbList); the root step has no name: the page words it. */
export const ZLandingCrumb = z.object({
  kind: z.enum(['root', 'technology', 'seniority', 'country', 'city', 'continent', 'specialization', 'search']),
  name: z.string().nullable(),
  path: z.string(),
});

/** A landing page with as many vacancies, for the "related pages" a page without vacancies links to. */
export const ZLandingLink = z
  .object({
    path: z.string(),
    kind: z.enum(LANDING_KINDS),
    name: z.string(),
    /** Open vacancies there; null where it was ranked from a sample of a broad page's matches (ADR 0044). */
    count: z.number().int().nullable(),
  })
  .meta({ id: 'LandingLink' });
export type TLandingLink = z.infer<typeof ZLandingLink>;

export const ZJobsLanding = z
  .object({
    kind: z.enum(LANDING_KINDS),
    /** Which words the title, heading and description take: `Vacancies:landing.<title_key>.title` … */
    title_key: z.string(),
    /** …with these values, named in the request's language (`{ technology: 'React', city: 'Berlin' }`). */
    title_params: z.record(z.string(), z.string()),
    /** The filters the route stands for, as `GET jobs` takes them; the page's own filters come on top. */
    filters: z.object({
      search: z.string().optional(),
      keyword_ids: z.array(z.number().int()).optional(),
      specialization_ids: z.array(z.number().int()).optional(),
      seniority: z.array(ZSeniority).optional(),
      country_ids: z.array(z.number().int()).optional(),
      city_ids: z.array(z.number().int()).optional(),
      continent_id: z.number().int().optional(),
    }),
    /** The one address of this page (`/job-openings/technologies/react/germany/berlin`), without a locale prefix. */
    canonical_path: z.string(),
    breadcrumbs: z.array(ZLandingCrumb),
    /** Other landing pages with vacancies (same technology elsewhere, the place's other technologies). */
    related: z.array(ZLandingLink),
    /** A technology's page links its salary report (`/salaries/react?seniority=senior`) where one has figures. */
    salary_path: z.string().nullable(),
    jobs: ZJobsResult,
  })
  .meta({ id: 'JobsLanding' });
export type TJobsLanding = z.infer<typeof ZJobsLanding>;
export const ZJobsLandingResponse = dataOf(ZJobsLanding);

/** `GET vacancies/search/pages`: the landing pages that have vacancies, for the mega menu and the sitemap. */
export const ZLandingPagesQuery = z.object({
  continent_slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/)
    .default('europe'),
});
export const ZLandingPagesResponse = dataOf(
  z.object({
    technologies: z.array(ZLandingLink),
    seniority: z.array(ZLandingLink),
    countries: z.array(ZLandingLink),
    cities: z.array(ZLandingLink),
    specializations: z.array(ZLandingLink),
  }),
);
