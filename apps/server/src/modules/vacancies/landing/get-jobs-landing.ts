import type { Locale, TJobsLanding, TJobsQueryOutput, TLandingLink } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { referenceIndexOf } from '../manage/lib/reference-index.ts';
import { narrowestSalaryReportOf } from '../salaries/salary-report-path.ts';
import { searchJobs } from '../search/search-jobs.ts';
import { cityLinks, technologyLinks } from './lib/landing-links.ts';
import { landingTitleKeyOf, type ResolvedLanding, resolveLanding, withLandingFilters } from './lib/resolve-landing.ts';

export type GetJobsLandingOptions = UseCaseArgs<TJobsQueryOutput & { path: string }>;

const RELATED_MAX = 8;

/**
 * Pages to go on to, also when this one is empty: a technology's page links the cities where it has vacancies; a
 * place's, seniority's or specialization's page links the technologies it has.
 */
async function relatedOf(db: Db, locale: Locale, landing: ResolvedLanding): Promise<TLandingLink[]> {
  const own = landing.canonical_path;
  if (landing.technologyId !== undefined) {
    const index = await referenceIndexOf(db, locale);
    const slug = index.keywords.byId.get(landing.technologyId)?.slug;
    const links = await cityLinks(
      db,
      locale,
      { where: { keyword_ids: [landing.technologyId] }, limit: RELATED_MAX + 1 },
      slug,
    );
    if (links.length > 0) return links.filter((link) => link.path !== own).slice(0, RELATED_MAX);
  }
  const { keyword_ids: _technology, ...scope } = landing.filters;
  const links = await technologyLinks(db, locale, { where: scope, limit: RELATED_MAX + 1 }, landing.city);
  if (links.length > 0) return links.filter((link) => link.path !== own).slice(0, RELATED_MAX);
  // Nothing in this place or at this level: the technologies that have vacancies anywhere.
  return (await technologyLinks(db, locale, { limit: RELATED_MAX + 1 }))
    .filter((link) => link.path !== own)
    .slice(0, RELATED_MAX);
}

/** A job-openings landing page: what the route stands for, its vacancies under the page's own filters, related pages. */
export async function getJobsLanding({ actor, input, db }: GetJobsLandingOptions): Promise<TJobsLanding> {
  requirePermission(actor, 'read:vacancy:any');
  const { path, ...query } = input;
  const landing = await resolveLanding(db, actor.locale, path);
  const [jobs, related, salaryPath] = await Promise.all([
    searchJobs({ actor, input: withLandingFilters(query, landing.filters), db }),
    relatedOf(db, actor.locale, landing),
    landing.technologyId === undefined
      ? null
      : narrowestSalaryReportOf(db, actor.locale, {
          technologyId: landing.technologyId,
          seniority: landing.filters.seniority?.[0],
          countryId: landing.city?.country_id,
        }),
  ]);
  return {
    kind: landing.route.kind,
    title_key: landingTitleKeyOf(landing.route),
    title_params: landing.title_params,
    filters: landing.filters,
    canonical_path: landing.canonical_path,
    breadcrumbs: landing.breadcrumbs,
    related,
    salary_path: salaryPath,
    jobs,
  };
}
