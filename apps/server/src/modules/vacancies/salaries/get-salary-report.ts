import { SALARIES, type SENIORITY, type TSalaryReport, type TSalaryReportQuery } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { referenceIndexOf } from '../manage/lib/reference-index.ts';
import { countriesOf, figureOf, salaryRowsOf, seniorityRowsOf } from './lib/present-salaries.ts';
import { SALARY_EVERY, salaryRepo } from './lib/salary.repo.ts';

export type GetSalaryReportInput = TSalaryReportQuery & { technology: string };

/**
 * `/salaries/{technology}`: its figure at the chosen seniority and in the chosen country, and the same split by
 * seniority and by country. A technology or country we do not know is `SALARY_REPORT_NOT_FOUND`; one we know with too
 * few vacancies answers no figure, and the page says so.
 */
export async function getSalaryReport({ actor, input, db }: UseCaseArgs<GetSalaryReportInput>): Promise<TSalaryReport> {
  requirePermission(actor, 'read:vacancy:any');
  const index = await referenceIndexOf(db, actor.locale);
  const technology = index.keywords.bySlug.get(input.technology);
  if (!technology) throw new AppError('SALARY_REPORT_NOT_FOUND');
  const country = input.country === undefined ? undefined : index.countries.bySlug.get(input.country);
  if (input.country !== undefined && !country) throw new AppError('SALARY_REPORT_NOT_FOUND');
  const seniority: (typeof SENIORITY)[number] | null = input.seniority ?? null;
  const countryId = country?.id ?? SALARY_EVERY.country;
  const [figure, bySeniority, byCountry, countries, computedAt] = await Promise.all([
    salaryRepo.find(db, {
      technology_id: technology.id,
      seniority: seniority ?? SALARY_EVERY.seniority,
      country_id: countryId,
    }),
    salaryRepo.bySeniority(db, technology.id, countryId),
    salaryRepo.byCountry(db, technology.id, seniority ?? SALARY_EVERY.seniority, SALARIES.countriesMax),
    salaryRepo.byCountry(db, technology.id, SALARY_EVERY.seniority, SALARIES.countriesMax),
    salaryRepo.computedAt(db),
  ]);
  return {
    technology: { id: technology.id, slug: technology.slug, name: technology.name },
    seniority,
    country: country ? { slug: country.slug, name: country.name } : null,
    figure: figure ? figureOf(figure) : null,
    by_seniority: seniorityRowsOf(bySeniority, index),
    by_country: salaryRowsOf(byCountry, (row) => {
      const known = index.countries.byId.get(row.country_id);
      return known && { key: known.slug, name: known.name };
    }),
    countries: countriesOf(countries, index).sort((a, b) => a.name.localeCompare(b.name, actor.locale)),
    computed_at: computedAt?.toISOString() ?? null,
  };
}
