import type { Locale, TCity, TJobsFacets, TJobsQueryOutput, TJobsResult } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { lookupReferences } from '../../catalogs/index.ts';
import { presentCards } from '../manage/lib/present-vacancy.ts';
import { referenceIndexOf } from '../manage/lib/reference-index.ts';
import { keptFacets } from './lib/kept-facets.ts';
import { countFacets, type FacetCounts, pagesOf, searchVacancies } from './lib/vacancy-search.ts';

export type SearchJobsOptions = UseCaseArgs<TJobsQueryOutput>;

const keyed = (counts: Map<string, number>) => [...counts].map(([key, count]) => ({ key, count }));

/** Facet counts with the names of what they count, in the reader's language; unknown ids are left out. */
async function presentFacets(
  db: Db,
  locale: Locale,
  facets: FacetCounts,
  cities: Map<number, TCity>,
): Promise<TJobsFacets> {
  const { values } = facets;
  const index = await referenceIndexOf(db, locale);
  const named = (counts: Map<string, number>, find: (id: number) => { slug: string; name: string } | undefined) =>
    [...counts].flatMap(([key, count]) => {
      const found = find(Number(key));
      return found ? [{ id: Number(key), slug: found.slug, name: found.name, count }] : [];
    });
  return {
    seniority: keyed(values.seniority),
    experience: keyed(values.experience),
    english_level: keyed(values.english_level),
    job_types: keyed(values.job_types),
    employment: keyed(values.employment),
    remote: values.remote.get('') ?? 0,
    specializations: named(values.specializations, (id) => index.specializations.byId.get(id)),
    keywords: named(values.keywords, (id) => index.keywords.byId.get(id)),
    countries: named(values.countries, (id) => index.countries.byId.get(id)),
    cities: named(values.cities, (id) => cities.get(id)),
    sampled: facets.sampled,
  };
}

/** The job search: a page of open vacancies matching the text and filters, with the facet counts of all matches. */
export async function searchJobs({ actor, input, db }: SearchJobsOptions): Promise<TJobsResult> {
  requirePermission(actor, 'read:vacancy:any');
  const { sort, page, ...filters } = input;
  const [found, facets] = await Promise.all([
    searchVacancies(db, { filters, sort, page, locale: actor.locale }),
    keptFacets(db, filters, () => countFacets(db, filters, actor.locale)),
  ]);
  // One lookup names the cities of the page and of the facets.
  const cityIds = [...found.rows.flatMap((row) => row.city_ids), ...[...facets.values.cities.keys()].map(Number)];
  const { cities } = await lookupReferences({ db, input: { locale: actor.locale, cityIds } });
  const [list, presentedFacets] = await Promise.all([
    presentCards(db, actor.locale, found.rows, cities),
    presentFacets(db, actor.locale, facets, cities),
  ]);
  return {
    list,
    total: facets.total,
    is_total_capped: facets.is_total_capped,
    page,
    pages: pagesOf(facets.total, found.sort),
    sort: found.sort,
    facets: presentedFacets,
  };
}
