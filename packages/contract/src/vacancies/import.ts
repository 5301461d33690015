import { z } from 'zod';
import { FETCH } from '../constants.ts';
import type { TSaveVacancy } from './vacancy.ts';
import { ZCurrency, ZEmployment, ZJobType, ZSeniority } from './vacancy.ts';

/** `POST vacancies/import`: the address of a job page on another site (its refusals are the FETCH_* codes). */
export const ZImportVacancyRequest = z.object({
  url: z.string().trim().min(1, { error: 'validation:required', abort: true }).max(FETCH.urlMax),
});
export type TImportVacancyRequest = z.input<typeof ZImportVacancyRequest>;

/**
 * What the import found, in the wizard's own fields (`ZSaveVacancyRequest`), each one only when the page says it:
 * the wizard fills itself with them and the company checks, completes and posts as usual. Nothing is created.
 */
export const ZVacancyDraft = z
  .object({
    title: z.string(),
    /** Sanitized HTML, as the vacancy's own description. */
    description: z.string(),
    keyword_ids: z.array(z.number().int()),
    seniority: ZSeniority,
    budget: z.number().int(),
    budget2: z.number().int(),
    currency: ZCurrency,
    job_types: z.array(ZJobType),
    employment: z.array(ZEmployment),
    city_ids: z.array(z.number().int()),
  })
  .partial()
  .meta({ id: 'VacancyDraft' });
export type TVacancyDraft = z.infer<typeof ZVacancyDraft>;
// The draft is the wizard's request, partial: a field renamed there fails to compile here.
({}) as TVacancyDraft satisfies Partial<TSaveVacancy>;

export const ZVacancyImport = z
  .object({
    draft: ZVacancyDraft,
    /** The draft's cities with their names, for the wizard's place field. */
    cities: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** Where the fields came from: the page's JobPosting JSON-LD, or its HTML (title and main text only). */
    source: z.enum(['json_ld', 'html']),
    /** The page read, after redirects. */
    url: z.string(),
  })
  .meta({ id: 'VacancyImport' });
export type TVacancyImport = z.infer<typeof ZVacancyImport>;
