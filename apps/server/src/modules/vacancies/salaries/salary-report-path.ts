import { type Locale, salaryReportPathOf, type TCountry } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import { referenceIndexOf } from '../manage/lib/reference-index.ts';
import { SALARY_EVERY, salaryRepo } from './lib/salary.repo.ts';

type Scope = { technologyId: number; seniority?: string | undefined; countryId?: number | undefined };

/**
 * The salary report a technology's landing page links: the narrowest one with a figure (its seniority in its country,
 * then its seniority anywhere, then the technology alone), or null when even the technology has too few vacancies.
 */
export async function narrowestSalaryReportOf(db: Db, locale: Locale, scope: Scope): Promise<string | null> {
  const index = await referenceIndexOf(db, locale);
  const technology = index.keywords.byId.get(scope.technologyId);
  if (!technology) return null;
  const country = scope.countryId === undefined ? undefined : index.countries.byId.get(scope.countryId);
  const tries: { seniority?: string | undefined; place?: TCountry }[] = [];
  if (country) tries.push({ seniority: scope.seniority, place: country });
  if (scope.seniority) tries.push({ seniority: scope.seniority });
  tries.push({});
  for (const { seniority, place } of tries) {
    const figure = await salaryRepo.find(db, {
      technology_id: technology.id,
      seniority: seniority ?? SALARY_EVERY.seniority,
      country_id: place?.id ?? SALARY_EVERY.country,
    });
    if (!figure) continue;
    return salaryReportPathOf(technology.slug, { seniority, country: place?.slug });
  }
  return null;
}
