import { z } from 'zod';
import { EXTERNAL_JOBS, FETCH } from '../constants.ts';
import { dataOf, pagedListOf } from '../envelope.ts';
import { zQueryBoolean } from '../vacancies/search.ts';
import { zEmail, zId } from '../validation.ts';

const zSlug = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/);

export const ZExternalCompany = z.object({ name: z.string(), slug: z.string() }).meta({ id: 'ExternalCompany' });

/** An external job in a list: what its card shows. */
export const ZExternalJobCard = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    /** Plain text from the start of the description. */
    excerpt: z.string(),
    company: ZExternalCompany,
    /** As the source wrote it ("Berlin, Germany"); null when it names no place. */
    location: z.string().nullable(),
    is_remote: z.boolean(),
    salary_min: z.number().int().nullable(),
    salary_max: z.number().int().nullable(),
    currency: z.enum(EXTERNAL_JOBS.currencies).nullable(),
    /** The site it comes from (a feed's name or host). */
    source: z.string(),
    published_at: z.string(),
  })
  .meta({ id: 'ExternalJobCard' });
export type TExternalJobCard = z.infer<typeof ZExternalJobCard>;

/** What people who rated the company gave it, 1 to 5, and the reader's own rating when signed in. */
export const ZExternalCompanyRating = z
  .object({
    company: ZExternalCompany,
    average: z.number().nullable(),
    count: z.number().int(),
    my_rating: z.number().int().nullable(),
  })
  .meta({ id: 'ExternalCompanyRating' });
export type TExternalCompanyRating = z.infer<typeof ZExternalCompanyRating>;

/**
 * An external job's page: its description (sanitized HTML), its own address on its site (a plain link out; applying
 * goes through quick-apply, which records that the person went) and its company's rating.
 */
export const ZExternalJob = ZExternalJobCard.extend({
  description: z.string(),
  url: z.string(),
  rating: ZExternalCompanyRating,
}).meta({ id: 'ExternalJob' });
export type TExternalJob = z.infer<typeof ZExternalJob>;

export const ZExternalJobsQuery = z.object({
  search: z
    .string()
    .trim()
    .max(EXTERNAL_JOBS.searchMaxLength)
    .optional()
    .transform((value) => value || undefined),
  /** `1`: remote jobs only. */
  remote: zQueryBoolean,
  /** `1`: only jobs that state a salary. */
  with_salary: zQueryBoolean,
  /** One company's jobs, by its slug. */
  company: z.preprocess((value) => (value === '' ? undefined : value), zSlug.optional()),
  source: z
    .string()
    .trim()
    .max(EXTERNAL_JOBS.companyMax)
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce.number().int().min(1).max(EXTERNAL_JOBS.pagesMax).default(1),
});
export type TExternalJobsQuery = z.input<typeof ZExternalJobsQuery>;
export type TExternalJobsFilters = z.output<typeof ZExternalJobsQuery>;

/** Newest first; `sources` are the sites jobs come from, for the filter. */
export const ZExternalJobsPage = pagedListOf(ZExternalJobCard, { sources: z.array(z.string()) });

export const ZExternalJobSlugParams = z.object({ slug: zSlug });
export const ZExternalJobIdParams = z.object({ vacancy: zId });
export const ZExternalCompanyParams = z.object({ slug: zSlug });

/** A signed-in job seeker sends nothing; a guest gives the e-mail their click is recorded under. */
export const ZExternalQuickApplyRequest = z.object({ email: zEmail.optional() });
export type TExternalQuickApplyRequest = z.input<typeof ZExternalQuickApplyRequest>;
/** Where to go: the job's own page on its site. */
export const ZExternalQuickApplied = dataOf(z.object({ url: z.string() }).meta({ id: 'ExternalQuickApplied' }));

export const ZExternalRatingRequest = z.object({
  rating: z.coerce.number().int().min(EXTERNAL_JOBS.ratingMin).max(EXTERNAL_JOBS.ratingMax),
});

/** A JSON or RSS/Atom feed of jobs an admin configured; the queue fetches it every `EXTERNAL_JOBS.feedIntervalMs`. */
export const ZExternalFeed = z
  .object({
    id: z.number().int(),
    url: z.string(),
    name: z.string(),
    jobs_count: z.number().int(),
    last_fetched_at: z.string().nullable(),
    /** The code of the last fetch's refusal (`FETCH_TIMEOUT`…), or null when it went well. */
    last_error: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ExternalFeed' });
export type TExternalFeed = z.infer<typeof ZExternalFeed>;

export const ZAddExternalFeedRequest = z.object({
  url: z.string().trim().min(1, { error: 'validation:required', abort: true }).max(FETCH.urlMax),
  /** Shown as the jobs' source; the feed's host when left out. */
  name: z.string().trim().max(EXTERNAL_JOBS.companyMax).optional(),
});
export type TAddExternalFeedRequest = z.input<typeof ZAddExternalFeedRequest>;
export const ZExternalFeedIdParams = z.object({ id: zId });
