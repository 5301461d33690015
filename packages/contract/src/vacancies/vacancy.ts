import { z } from 'zod';
import {
  CANDIDATES,
  EMPLOYMENT,
  ENGLISH_LEVELS,
  EXPERIENCE,
  JOB_TYPES,
  LOCALES,
  SENIORITY,
  VACANCIES,
} from '../constants.ts';
import { zId } from '../validation.ts';

export const ZSeniority = z.enum(SENIORITY);
export const ZExperience = z.enum(EXPERIENCE);
export const ZEnglishLevel = z.enum(ENGLISH_LEVELS);
export const ZJobType = z.enum(JOB_TYPES);
export const ZEmployment = z.enum(EMPLOYMENT);
export const ZCurrency = z.enum(VACANCIES.currencies);
export type TCurrency = z.infer<typeof ZCurrency>;
export const ZVacancyModeration = z.enum(VACANCIES.moderationStatuses);
export type TVacancyModeration = z.infer<typeof ZVacancyModeration>;
/** Moderation says whether the public may see it; the state is the company's own: open, on hold, or filled. */
export const ZVacancyState = z.enum(VACANCIES.states);
export type TVacancyState = z.infer<typeof ZVacancyState>;

const ZRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export const ZVacancyCity = ZRef.extend({ country_id: z.number().int(), country_code: z.string() }).meta({
  id: 'VacancyCity',
});
export const ZVacancyCompany = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    logo_id: z.string().nullable(),
    /**
     * Its page may be opened (approved and public): link `/company/{slug}` only then. The server always sends it;
     * optional only so cards written before it (fixtures) still type.
     */
    is_listed: z.boolean().optional(),
  })
  .meta({ id: 'VacancyCompany' });

/** A vacancy in a list (search, landing pages, the company's tab): what a card shows. */
export const ZVacancyCard = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    /** Plain text from the start of the description. */
    excerpt: z.string(),
    /**
     * The site language the title and description are written in, detected when saved; null when too short to
     * tell. Pages mark the text with `lang` when it differs from theirs. Optional only so older fixtures still type.
     */
    language: z.enum(LOCALES).nullable().optional(),
    company: ZVacancyCompany,
    seniority: ZSeniority.nullable(),
    experience: ZExperience.nullable(),
    english_level: ZEnglishLevel.nullable(),
    budget: z.number().int().nullable(),
    budget2: z.number().int().nullable(),
    currency: ZCurrency,
    job_types: z.array(ZJobType),
    employment: z.array(ZEmployment),
    is_remote: z.boolean(),
    cities: z.array(ZVacancyCity),
    specializations: z.array(ZRef),
    keywords: z.array(ZRef),
    hiring_bonus: z.number().int().nullable(),
    is_vip: z.boolean(),
    is_top: z.boolean(),
    published_at: z.string(),
  })
  .meta({ id: 'VacancyCard' });
export type TVacancyCard = z.infer<typeof ZVacancyCard>;

export const ZVacancyQuestion = z.object({ id: z.number().int(), text: z.string() }).meta({ id: 'VacancyQuestion' });

/** A vacancy with everything the company entered; the moderation and state fields matter to its own team. */
export const ZVacancy = ZVacancyCard.extend({
  /** Sanitized HTML (the server keeps an allow-list of tags). */
  description: z.string(),
  questions: z.array(ZVacancyQuestion),
  countries: z.array(ZRef.extend({ code: z.string() })),
  moderation_status: ZVacancyModeration,
  /** Why moderation rejected it, while it stays rejected (its owner's page shows it); null otherwise. */
  moderation_note: z.string().nullable(),
  state: ZVacancyState,
  /** When search engines should stop advertising it (JSON-LD validThrough). */
  valid_through: z.string(),
  /** When the company may next raise its publication date (`PATCH me/vacancies/{id}/published_at`). */
  can_raise_at: z.string(),
  /** The reader belongs to its company's team (or is an admin): the page shows the manage links. */
  can_manage: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
}).meta({ id: 'Vacancy' });
export type TVacancy = z.infer<typeof ZVacancy>;

const zIds = (max: number) => z.array(zId).max(max);
const zAmount = (max: number) => z.coerce.number().int().min(0).max(max);
const required = { error: 'validation:required', abort: true } as const;

const ZVacancyFields = z.object({
  title: z.string().trim().min(1, required).min(VACANCIES.titleMin).max(VACANCIES.titleMax),
  /** Rich text from the editor; the server keeps only allowed tags and attributes. */
  description: z.string().trim().min(1, required).max(VACANCIES.descriptionMax),
  specialization_ids: zIds(VACANCIES.specializationsMax).min(1, { error: 'validation:required' }),
  keyword_ids: zIds(VACANCIES.keywordsMax).default([]),
  seniority: ZSeniority.nullable().default(null),
  experience: ZExperience.nullable().default(null),
  english_level: ZEnglishLevel.nullable().default(null),
  budget: zAmount(VACANCIES.budgetMax).nullable().default(null),
  budget2: zAmount(VACANCIES.budgetMax).nullable().default(null),
  currency: ZCurrency.default('USD'),
  /** `is_remote_work` among them makes the vacancy remote: it then needs no city. */
  job_types: z.array(ZJobType).max(JOB_TYPES.length).default([]),
  employment: z.array(ZEmployment).max(EMPLOYMENT.length).default([]),
  /** Cities (each knows its country, spec section 5: a city needs a country). */
  city_ids: zIds(VACANCIES.citiesMax).default([]),
  hiring_bonus: zAmount(VACANCIES.hiringBonusMax).nullable().default(null),
  questions: z
    .array(z.string().trim().min(1, required).max(VACANCIES.questionMax))
    .max(VACANCIES.questionsMax)
    .default([]),
});

/**
 * What the vacancy wizard sends; the same shape edits a vacancy (`PUT vacancies/{id}`), which sends it back to
 * moderation. A salary range runs from `budget` up to `budget2`; a vacancy is either in cities or remote (or both).
 */
export const ZSaveVacancyRequest = ZVacancyFields.superRefine((value, ctx) => {
  if (value.budget !== null && value.budget2 !== null && value.budget2 < value.budget) {
    ctx.addIssue({ code: 'custom', path: ['budget2'], params: { i18n: 'budgetRange' } });
  }
  if (value.city_ids.length === 0 && !value.job_types.includes('is_remote_work')) {
    ctx.addIssue({ code: 'custom', path: ['city_ids'], params: { i18n: 'placeOrRemote' } });
  }
});
export type TSaveVacancyRequest = z.input<typeof ZSaveVacancyRequest>;
export type TSaveVacancy = z.output<typeof ZSaveVacancyRequest>;

export const ZVacancyIdParams = z.object({ id: zId });
/**
 * `GET vacancies/{id}` reads by id; the page reads by slug under its own path (`vacancies/slug/{slug}`), and
 * `search/vacancy/{slug}` answers the search box's pick.
 */
export const ZVacancySlugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/),
});

/** Pause, close or reopen: the company's own state of the vacancy, apart from moderation. A closed one stays closed. */
export const ZVacancyStateRequest = z.object({ state: ZVacancyState });
export const ZVacancyBonusRequest = z.object({ hiring_bonus: zAmount(VACANCIES.hiringBonusMax).min(1) });

export const ZMyVacanciesQuery = z.object({
  state: z.enum(VACANCIES.mineStates).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TMyVacanciesQuery = z.input<typeof ZMyVacanciesQuery>;

export const ZMyVacancy = ZVacancyCard.extend({
  moderation_status: ZVacancyModeration,
  /** Why moderation rejected it, while it stays rejected (its owner's page shows it); null otherwise. */
  moderation_note: z.string().nullable(),
  state: ZVacancyState,
  can_raise_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
}).meta({ id: 'MyVacancy' });
export type TMyVacancy = z.infer<typeof ZMyVacancy>;

/** Counts per tab of `/profile/job-openings`. */
export const ZMyVacancyCounts = z.record(z.enum(VACANCIES.mineStates), z.number().int());

/**
 * `GET vacancies/candidates`: listed candidates matching one of the company's vacancies, a page at a time (a page past
 * the last answers an empty list with the real `pages`).
 */
export const ZVacancyCandidatesQuery = z.object({
  vacancy_id: zId,
  page: z.coerce.number().int().min(1).max(CANDIDATES.pageMax).default(1),
});
export type TVacancyCandidatesQuery = z.input<typeof ZVacancyCandidatesQuery>;

export const ZVacancySlugResult = z.object({ id: z.number().int(), slug: z.string() });
