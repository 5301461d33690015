import { isSeniority, LOCALES, landingPathOf, type TLandingRoute, VACANCIES } from '@hushwork/contract';
import type { Db } from '../../platform/db/database.ts';
import { buildUrlset } from '../../platform/http/sitemap-xml.ts';
import type { Sitemap } from '../../platform/module.ts';
import { lookupReferences } from '../catalogs/index.ts';
import {
  cityLinks,
  continentLinks,
  countryLinks,
  seniorityLinks,
  specializationLinks,
  technologyLinks,
} from './landing-links.ts';
import { referenceIndexOf } from './reference-index.ts';
import { liveSlugs, liveTechnologyCombinations } from './vacancy-search.ts';

/** Each page is listed in every locale: a file of at most 50,000 URLs holds this many pages. */
export const PAGES_PER_FILE = Math.floor(VACANCIES.sitemapUrlsMax / LOCALES.length);
/**
 * The sitemap index is fixed when the app starts, so the number of vacancy files is too: enough for
 * `VACANCY_FILES × PAGES_PER_FILE` open vacancies (200,000); the files past the last vacancy are empty urlsets.
 */
export const VACANCY_FILES = 20;
const ALL = 100_000;

/** `/job-openings` and every landing page with open vacancies, those with the most first (one file's worth). */
export async function landingPaths(db: Db): Promise<string[]> {
  const scope = { limit: ALL };
  const [links, combinations, index] = await Promise.all([
    Promise.all([
      continentLinks(db, 'en', scope),
      countryLinks(db, 'en', scope),
      cityLinks(db, 'en', scope),
      seniorityLinks(db, 'en', scope),
      specializationLinks(db, 'en', scope),
      technologyLinks(db, 'en', scope),
    ]),
    liveTechnologyCombinations(db, PAGES_PER_FILE),
    referenceIndexOf(db, 'en'),
  ]);
  const { cities } = await lookupReferences({
    db,
    input: { locale: 'en', cityIds: combinations.flatMap((row) => (row.city_id === null ? [] : [row.city_id])) },
  });
  const combined = combinations.flatMap((row): string[] => {
    const technology = index.keywords.byId.get(row.keyword_id);
    if (!technology || (row.seniority === null && row.city_id === null)) return [];
    const city = row.city_id === null ? undefined : cities.get(row.city_id);
    const country = city ? index.countries.byId.get(city.country_id) : undefined;
    if (row.city_id !== null && !country) return [];
    const route: TLandingRoute = {
      kind: 'technologies',
      technology: technology.slug,
      ...(isSeniority(row.seniority ?? '') ? { seniority: row.seniority as 'junior' } : {}),
      ...(city && country ? { country: country.slug, city: city.slug } : {}),
    };
    return [landingPathOf(route)];
  });
  const paths = ['/job-openings', ...links.flat().map((link) => link.path), ...combined];
  return [...new Set(paths)].slice(0, PAGES_PER_FILE);
}

/** The landing pages' file, then the vacancies' files, each at most 50,000 URLs. */
export const vacancySitemaps: Sitemap[] = [
  { name: 'job-openings', build: async (origin, db) => buildUrlset(origin, await landingPaths(db)) },
  ...Array.from({ length: VACANCY_FILES }, (_, i) => ({
    name: `vacancies-${i + 1}`,
    build: async (origin: string, db: Db) =>
      buildUrlset(
        origin,
        (await liveSlugs(db, i * PAGES_PER_FILE, PAGES_PER_FILE)).map((slug) => `/job-openings/${slug}`),
      ),
  })),
];
