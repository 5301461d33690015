import { z } from 'zod';
import { dataOf } from '../envelope.ts';
import { ZSeniority } from './vacancy.ts';

const ZSlug = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9-]+$/);

/** Monthly pay in whole US dollars: the quartiles and median of as many vacancies (never fewer than the minimum). */
export const ZSalaryFigure = z
  .object({
    vacancies: z.number().int(),
    p25: z.number().int(),
    median: z.number().int(),
    p75: z.number().int(),
  })
  .meta({ id: 'SalaryFigure' });
export type TSalaryFigure = z.infer<typeof ZSalaryFigure>;

/** One row of a report: what it is about (a technology's or country's slug, a seniority's key), named, with its figure. */
export const ZSalaryRow = ZSalaryFigure.extend({ key: z.string(), name: z.string() }).meta({ id: 'SalaryRow' });
export type TSalaryRow = z.infer<typeof ZSalaryRow>;

/** When the figures were computed (null before the first run), for the page's "updated" line and the sitemap. */
const computedAt = z.string().nullable();

/** `GET salaries`: every technology with enough vacancies, and all technologies together by seniority. */
export const ZSalaryOverview = z
  .object({
    overall: ZSalaryFigure.nullable(),
    technologies: z.array(ZSalaryRow),
    by_seniority: z.array(ZSalaryRow),
    computed_at: computedAt,
  })
  .meta({ id: 'SalaryOverview' });
export type TSalaryOverview = z.infer<typeof ZSalaryOverview>;
export const ZSalaryOverviewResponse = dataOf(ZSalaryOverview);

export const ZSalaryReportParams = z.object({ technology: ZSlug });
/** Both optional: without them, every seniority and every country. */
export const ZSalaryReportQuery = z.object({ seniority: ZSeniority.optional(), country: ZSlug.optional() });
export type TSalaryReportQuery = z.input<typeof ZSalaryReportQuery>;

/**
 * `GET salaries/{technology}`: the technology's figure under the chosen seniority and country (null when fewer than the
 * minimum back it), the same by seniority (in the chosen country) and by country (at the chosen seniority), and the
 * countries that have a figure for it at all, for the country filter.
 */
export const ZSalaryReport = z
  .object({
    technology: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    seniority: ZSeniority.nullable(),
    country: z.object({ slug: z.string(), name: z.string() }).nullable(),
    figure: ZSalaryFigure.nullable(),
    by_seniority: z.array(ZSalaryRow),
    by_country: z.array(ZSalaryRow),
    countries: z.array(z.object({ slug: z.string(), name: z.string() })),
    computed_at: computedAt,
  })
  .meta({ id: 'SalaryReport' });
export type TSalaryReport = z.infer<typeof ZSalaryReport>;
export const ZSalaryReportResponse = dataOf(ZSalaryReport);

/** A report's address: `/salaries/react`, narrowed by a seniority and a country slug where given. */
export function salaryReportPathOf(
  technology: string,
  { seniority, country }: { seniority?: string | null | undefined; country?: string | null | undefined } = {},
): string {
  const query = new URLSearchParams({
    ...(seniority ? { seniority } : {}),
    ...(country ? { country } : {}),
  }).toString();
  return `/salaries/${technology}${query ? `?${query}` : ''}`;
}
