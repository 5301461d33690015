import { z } from 'zod';
import { zIdList } from '../catalogs/query.ts';
import { CANDIDATES, ENGLISH_LEVELS, EXPERIENCE, JOB_TYPES, SENIORITY } from '../constants.ts';
import { pagedListOf } from '../envelope.ts';
import { ZCandidateCard } from './views.ts';

/** Choices arrive as `a,b`, `k=a&k=b` or `k[]=a`; all mean the same list. */
const zChoiceList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const parts = Array.isArray(value) ? value : String(value).split(',');
    return [...new Set(parts.map((part) => String(part).trim()).filter(Boolean))];
  }, z.array(z.enum(values)).max(values.length).optional());

/** The spec's booleans in a query: `1`/`0` (and `true`/`false`). */
const zQueryFlag = z.preprocess(
  (value) => (value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : value),
  z.boolean().optional(),
);

const zSalary = z.coerce.number().int().min(0).max(CANDIDATES.salaryMax).optional();

/**
 * The public list's filters. Lists of choices match any of them; `english_level` is the lowest level accepted;
 * `salary_from`/`salary_to` bound the candidate's expectation (profiles without one are left out when either is
 * given); `moving` keeps those ready to relocate, `outstaff` those open to outstaffing.
 */
export const ZListCandidatesQuery = z
  .object({
    search: z
      .string()
      .trim()
      .max(CANDIDATES.searchMaxLength)
      .optional()
      .transform((value) => value || undefined),
    specialization_ids: zIdList,
    keyword_ids: zIdList,
    seniority: zChoiceList(SENIORITY),
    experience: zChoiceList(EXPERIENCE),
    english_level: z.enum(ENGLISH_LEVELS).optional(),
    salary_from: zSalary,
    salary_to: zSalary,
    country_ids: zIdList,
    city_ids: zIdList,
    job_types: zChoiceList(JOB_TYPES),
    moving: zQueryFlag,
    outstaff: zQueryFlag,
    /**
     * `relevance` ranks by the search term (and falls back to `published` without one); it ranks the newest
     * `CANDIDATES.rankedMax` matches only, so a broad term stays fast, and pages end there.
     */
    sort: z.enum(CANDIDATES.sorts).default('published'),
    page: z.coerce.number().int().min(1).max(CANDIDATES.pageMax).default(1),
  })
  .refine(
    (query) => query.salary_from === undefined || query.salary_to === undefined || query.salary_from <= query.salary_to,
    {
      path: ['salary_to'],
      params: { i18n: 'rangeOrder' },
    },
  );
export type TListCandidatesQuery = z.input<typeof ZListCandidatesQuery>;
export type TCandidateFilters = z.output<typeof ZListCandidatesQuery>;

/**
 * A page of anonymous cards: `GET candidates`, and the candidates matching a vacancy (`GET vacancies/candidates`).
 * `total` stops at `CANDIDATES.countMax` matches, where the pages end too; `is_total_capped` says more match ("2,000+").
 */
export const ZCandidateListPage = pagedListOf(ZCandidateCard, { is_total_capped: z.boolean() });

/** The header's search box for companies: what is typed, and how many suggestions of each kind (`limit`). */
export const ZQuickSearchCandidatesQuery = z.object({
  search: z.string().trim().min(1, { error: 'validation:required' }).max(CANDIDATES.searchMaxLength),
  limit: z.coerce.number().int().min(1).max(CANDIDATES.quickSearchLimit).optional(),
});
/**
 * The header's suggestions: desired positions and skills of listed candidates that contain what was typed (most
 * common first, to search for; a term matching more than a few hundred profiles is counted in a few hundred of them),
 * the best few candidates' anonymous cards and how many match in all (up to `CANDIDATES.countMax`;
 * `is_total_capped` says more do).
 */
export const ZQuickSearchCandidates = z.object({
  data: z.object({
    positions: z.array(z.object({ name: z.string(), count: z.number().int() })),
    skills: z.array(z.object({ name: z.string(), count: z.number().int() })),
    list: z.array(ZCandidateCard),
    total: z.number().int(),
    is_total_capped: z.boolean(),
  }),
});

/**
 * The search box's pick (`GET search/candidate/{slug}`): a listed candidate's card. `name` is there only for those
 * the profile is opened to (its owner, members of a company it is opened to, admins); for everyone else it is `null`.
 */
export const ZCandidateSearchPick = ZCandidateCard.extend({
  is_opened: z.boolean(),
  name: z.string().nullable(),
}).meta({ id: 'CandidateSearchPick' });
export type TCandidateSearchPick = z.infer<typeof ZCandidateSearchPick>;
