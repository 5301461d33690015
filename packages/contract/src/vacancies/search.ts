import { z } from 'zod';
import { zIdList } from '../catalogs/query.ts';
import { VACANCIES } from '../constants.ts';
import { dataOf } from '../envelope.ts';
import { zId } from '../validation.ts';
import { ZCurrency, ZEmployment, ZEnglishLevel, ZExperience, ZJobType, ZSeniority, ZVacancyCard } from './vacancy.ts';

/** A list in a query string: `a,b`, `k=a&k=b` and `k[]=a` all mean the same. */
const zQueryList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const parts = Array.isArray(value) ? value : String(value).split(',');
    return [...new Set(parts.map((part) => String(part).trim()).filter(Boolean))];
  }, z.array(item).max(max).optional());

/** `1`, `true`, `0`, `false` from a query string (forms send 1 or 0, spec section 3). */
export const zQueryBoolean = z.preprocess((value) => {
  if (value === undefined || value === '') return undefined;
  if (value === true || value === '1' || value === 'true') return true;
  if (value === false || value === '0' || value === 'false') return false;
  return value;
}, z.boolean().optional());

const zSalary = z.coerce.number().int().min(0).max(VACANCIES.budgetMax).optional();

/**
 * Every filter of the job search (`GET jobs`); a landing page's route adds its own on top (`GET jobs/landing`).
 * Lists are ORed within a filter and filters ANDed together; a salary range matches vacancies whose range overlaps
 * it, compared in US dollars.
 */
export const ZJobsFilters = z.object({
  search: z
    .string()
    .trim()
    .max(VACANCIES.searchMaxLength)
    .optional()
    .transform((value) => value || undefined),
  specialization_ids: zIdList,
  keyword_ids: zIdList,
  seniority: zQueryList(ZSeniority, 4),
  experience: zQueryList(ZExperience, 7),
  english_level: zQueryList(ZEnglishLevel, 6),
  salary_from: zSalary,
  salary_to: zSalary,
  /** The currency `salary_from` and `salary_to` are in (USD unless given). */
  currency: ZCurrency.optional(),
  job_types: zQueryList(ZJobType, 6),
  employment: zQueryList(ZEmployment, 2),
  country_ids: zIdList,
  city_ids: zIdList,
  continent_id: zId.optional(),
  remote: zQueryBoolean,
  /** Only vacancies whose company offers a hiring bonus (`1`); `0` or left out: every vacancy. */
  with_bonus: zQueryBoolean,
  company_id: zId.optional(),
});
export type TJobsFilters = z.output<typeof ZJobsFilters>;

export const ZJobsSort = z.enum(VACANCIES.sorts);
export type TJobsSort = z.infer<typeof ZJobsSort>;

export const ZJobsQuery = ZJobsFilters.extend({
  /** Relevance needs a search text; without one the newest come first. */
  sort: ZJobsSort.optional(),
  page: z.coerce.number().int().min(1).max(VACANCIES.pagesMax).default(1),
});
export type TJobsQuery = z.input<typeof ZJobsQuery>;
export type TJobsQueryOutput = z.output<typeof ZJobsQuery>;

/** The job search's facets, by the names `ZJobsFacets` gives them. */
export const JOBS_FACET_NAMES = [
  'seniority',
  'experience',
  'english_level',
  'job_types',
  'employment',
  'remote',
  'specializations',
  'keywords',
  'countries',
  'cities',
] as const;
export type TJobsFacetName = (typeof JOBS_FACET_NAMES)[number];

const ZFacetKey = z.object({ key: z.string(), count: z.number().int() });
const ZFacetRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), count: z.number().int() });

/** How many of the matches have each value, so filters show their counts; counted up to `VACANCIES.countMax`. */
export const ZJobsFacets = z
  .object({
    seniority: z.array(ZFacetKey),
    experience: z.array(ZFacetKey),
    english_level: z.array(ZFacetKey),
    job_types: z.array(ZFacetKey),
    employment: z.array(ZFacetKey),
    remote: z.number().int(),
    specializations: z.array(ZFacetRef),
    keywords: z.array(ZFacetRef),
    countries: z.array(ZFacetRef),
    cities: z.array(ZFacetRef),
    /**
     * The facets counted over a sample of more than `countMax` matches: their figures show which values are common,
     * not how many vacancies have them, and the page shows none. Unfiltered, and for a filter's own values when it
     * is the only one, the figures are exact whatever the number of matches.
     */
    sampled: z.array(z.enum(JOBS_FACET_NAMES)),
  })
  .meta({ id: 'JobsFacets' });
export type TJobsFacets = z.infer<typeof ZJobsFacets>;

export const ZJobsResult = z
  .object({
    list: z.array(ZVacancyCard),
    /** Matches, up to `VACANCIES.countMax`; `is_total_capped` says there are more. */
    total: z.number().int(),
    is_total_capped: z.boolean(),
    page: z.number().int(),
    pages: z.number().int(),
    sort: ZJobsSort,
    facets: ZJobsFacets,
  })
  .meta({ id: 'JobsResult' });
export type TJobsResult = z.infer<typeof ZJobsResult>;
export const ZJobsResponse = dataOf(ZJobsResult);

/** The header's search box: vacancies whose title matches as one types, and the technologies that match. */
export const ZJobSuggestQuery = z.object({
  search: z.string().trim().min(1, { error: 'validation:required' }).max(VACANCIES.searchMaxLength),
});
export const ZJobSuggestions = z
  .object({
    vacancies: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string(), company: z.string() })),
    keywords: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  })
  .meta({ id: 'JobSuggestions' });
export type TJobSuggestions = z.infer<typeof ZJobSuggestions>;
