import {
  type Locale,
  landingPathOf,
  landingTitleKeyOf,
  parseLandingPath,
  searchTextOfKey,
  type TCity,
  type TJobsLanding,
  type TLandingRoute,
} from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import { placeRepo } from '../../../catalogs/index.ts';
import { type ReferenceIndex, referenceIndexOf } from '../../manage/lib/reference-index.ts';
import type { SearchFilters } from '../../search/lib/vacancy-search.ts';

type Crumb = TJobsLanding['breadcrumbs'][number];
export type ResolvedLanding = {
  route: TLandingRoute;
  filters: TJobsLanding['filters'];
  title_params: Record<string, string>;
  canonical_path: string;
  breadcrumbs: Crumb[];
  /** The technology the page is about, and its place: what its related links vary. */
  technologyId?: number;
  city?: TCity;
};

const notFound = () => new AppError('LANDING_NOT_FOUND');
const ROOT: Crumb = { kind: 'root', name: null, path: '/job-openings' };
/** `dev/{key}` is a job role or a platform (spec specialization types 2 and 3), `technical/{key}` an industry (4). */
const DEV_TYPES = [2, 3];
const TECHNICAL_TYPES = [4];

async function cityOf(db: Db, locale: Locale, slug: string, countrySlug: string | undefined, index: ReferenceIndex) {
  const city = await placeRepo.findCity(db, locale, { slug });
  if (!city) throw notFound();
  const country = index.countries.byId.get(city.country_id);
  if (!country || (countrySlug !== undefined && country.slug !== countrySlug)) throw notFound();
  return { city, country };
}

async function resolveTechnology(
  db: Db,
  locale: Locale,
  route: Extract<TLandingRoute, { kind: 'technologies' }>,
  index: ReferenceIndex,
): Promise<ResolvedLanding> {
  const technology = index.keywords.bySlug.get(route.technology);
  if (!technology) throw notFound();
  const base = `/job-openings/technologies/${technology.slug}`;
  const breadcrumbs: Crumb[] = [ROOT, { kind: 'technology', name: technology.name, path: base }];
  const filters: TJobsLanding['filters'] = { keyword_ids: [technology.id] };
  const title_params: Record<string, string> = { technology: technology.name };
  let canonical: TLandingRoute = { kind: 'technologies', technology: technology.slug };
  if (route.seniority) {
    title_params.seniority = index.seniority.get(route.seniority) ?? route.seniority;
    filters.seniority = [route.seniority];
    canonical = { ...canonical, seniority: route.seniority };
    breadcrumbs.push({ kind: 'seniority', name: title_params.seniority, path: landingPathOf(canonical) });
  }
  let resolvedCity: TCity | undefined;
  if (route.city) {
    const { city, country } = await cityOf(db, locale, route.city, route.country, index);
    resolvedCity = city;
    Object.assign(title_params, { city: city.name, country: country.name });
    filters.city_ids = [city.id];
    canonical = { ...canonical, country: country.slug, city: city.slug };
    breadcrumbs.push({ kind: 'city', name: city.name, path: landingPathOf(canonical) });
  }
  return {
    route,
    filters,
    title_params,
    canonical_path: landingPathOf(canonical),
    breadcrumbs,
    technologyId: technology.id,
    ...(resolvedCity ? { city: resolvedCity } : {}),
  };
}

/**
 * What a `/job-openings/...` landing address stands for: its filters, the names its title takes, its canonical
 * address and breadcrumbs. A slug we do not know (technology, city, country, seniority…) is `LANDING_NOT_FOUND`.
 */
export async function resolveLanding(db: Db, locale: Locale, path: string): Promise<ResolvedLanding> {
  const route = parseLandingPath(path);
  if (!route) throw notFound();
  const index = await referenceIndexOf(db, locale);
  const page = (crumb: Crumb, filters: TJobsLanding['filters'], params: Record<string, string>) => ({
    route,
    filters,
    title_params: params,
    canonical_path: landingPathOf(route),
    breadcrumbs: [ROOT, crumb],
  });
  switch (route.kind) {
    case 'technologies':
      return resolveTechnology(db, locale, route, index);
    case 'cities': {
      const { city, country } = await cityOf(db, locale, route.city, undefined, index);
      const countryPath = landingPathOf({ kind: 'countries', country: country.slug });
      return {
        route,
        filters: { city_ids: [city.id] },
        title_params: { city: city.name, country: country.name },
        canonical_path: landingPathOf(route),
        breadcrumbs: [
          ROOT,
          { kind: 'country', name: country.name, path: countryPath },
          { kind: 'city', name: city.name, path: landingPathOf(route) },
        ],
        city,
      };
    }
    case 'countries': {
      const country = index.countries.bySlug.get(route.country);
      if (!country) throw notFound();
      return page(
        { kind: 'country', name: country.name, path: landingPathOf(route) },
        { country_ids: [country.id] },
        {
          country: country.name,
        },
      );
    }
    case 'continents': {
      const continent = index.continents.bySlug.get(route.continent);
      if (!continent) throw notFound();
      return page(
        { kind: 'continent', name: continent.name, path: landingPathOf(route) },
        { continent_id: continent.id },
        { continent: continent.name },
      );
    }
    case 'seniority': {
      const name = index.seniority.get(route.seniority) ?? route.seniority;
      return page(
        { kind: 'seniority', name, path: landingPathOf(route) },
        { seniority: [route.seniority] },
        {
          seniority: name,
        },
      );
    }
    case 'dev':
    case 'technical': {
      const specialization = index.specializations.bySlug.get(route.key);
      const types = route.kind === 'dev' ? DEV_TYPES : TECHNICAL_TYPES;
      if (!specialization || !types.includes(specialization.type_id)) throw notFound();
      return page(
        { kind: 'specialization', name: specialization.name, path: landingPathOf(route) },
        { specialization_ids: [specialization.id] },
        { specialization: specialization.name },
      );
    }
    case 'search': {
      const text = searchTextOfKey(route.key);
      return page({ kind: 'search', name: text, path: landingPathOf(route) }, { search: text }, { search: text });
    }
  }
}

/** The landing route's filters laid over the page's own: the route decides what it names. */
export const withLandingFilters = <T extends SearchFilters>(query: T, filters: TJobsLanding['filters']): T =>
  ({ ...query, ...filters }) as T;

export { landingTitleKeyOf };
