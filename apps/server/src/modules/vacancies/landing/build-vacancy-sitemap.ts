import { isSeniority, LOCALES, landingPathOf, type TLandingRoute, VACANCIES } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import { keptAnswers } from '../../../platform/db/kept-answers.ts';
import { streamUrlset } from '../../../platform/http/sitemap-xml.ts';
import type { Sitemap } from '../../../platform/module.ts';
import { lookupReferences } from '../../catalogs/index.ts';
import { referenceIndexOf } from '../manage/lib/reference-index.ts';
import {
  countLiveTechnologyCombinations,
  countLiveVacancies,
  liveIdAt,
  liveSlugsAfter,
  liveTechnologyCombinations,
} from '../search/lib/vacancy-search.ts';
import {
  cityLinks,
  continentLinks,
  countryLinks,
  seniorityLinks,
  specializationLinks,
  technologyLinks,
} from './lib/landing-links.ts';

/** Each page is listed in every locale: a file of at most 50,000 URLs holds this many pages. */
export const PAGES_PER_FILE = Math.floor(VACANCIES.sitemapUrlsMax / LOCALES.length);
/** Pages read and written at a time while a file streams out. */
const SLICE = 1000;
/** Every value of a catalog: the lists of places, roles and technologies are as long as the catalogs, not longer. */
const EVERY = 2_147_483_647;
/** The index counts files on every read; the counts are scans, kept as long as the landing counts (live-counts.ts). */
const COUNT_TTL_MS = 5 * 60_000;

const counted = keptAnswers(COUNT_TTL_MS);

/**
 * `/job-openings` and the landing pages of one value (a continent, country, city, seniority, role or technology) with
 * open vacancies, in path order. As many as the catalogs have values, whatever the number of vacancies.
 */
async function catalogLandingPaths(db: Db): Promise<string[]> {
  const scope = { limit: EVERY };
  const links = await Promise.all([
    continentLinks(db, 'en', scope),
    countryLinks(db, 'en', scope),
    cityLinks(db, 'en', scope),
    seniorityLinks(db, 'en', scope),
    specializationLinks(db, 'en', scope),
    technologyLinks(db, 'en', scope),
  ]);
  return [...new Set(['/job-openings', ...links.flat().map((link) => link.path)])].sort();
}

/** The paths of one slice of the technology pages with a seniority, a city or both. */
async function combinationPaths(db: Db, slice: { offset: number; limit: number }): Promise<string[]> {
  const [combinations, index] = await Promise.all([liveTechnologyCombinations(db, slice), referenceIndexOf(db, 'en')]);
  const { cities } = await lookupReferences({
    db,
    input: { locale: 'en', cityIds: combinations.flatMap((row) => (row.city_id === null ? [] : [row.city_id])) },
  });
  return combinations.flatMap((row): string[] => {
    const technology = index.keywords.byId.get(row.keyword_id);
    const city = row.city_id === null ? undefined : cities.get(row.city_id);
    const country = city ? index.countries.byId.get(city.country_id) : undefined;
    if (!technology || (row.city_id !== null && !country)) return [];
    const route: TLandingRoute = {
      kind: 'technologies',
      technology: technology.slug,
      ...(isSeniority(row.seniority ?? '') ? { seniority: row.seniority as 'junior' } : {}),
      ...(city && country ? { country: country.slug, city: city.slug } : {}),
    };
    return [landingPathOf(route)];
  });
}

async function* inSlices(paths: readonly string[]): AsyncIterable<readonly string[]> {
  for (let start = 0; start < paths.length; start += SLICE) yield paths.slice(start, start + SLICE);
}

/**
 * The landing pages' file `file` (from 1): the one-value pages first, then the technology combinations, cut into
 * files of `pagesPerFile` pages. Only that file's slice of the combinations is read.
 */
async function* landingFile(db: Db, file: number, pagesPerFile: number): AsyncIterable<readonly string[]> {
  const catalog = await catalogLandingPaths(db);
  const start = (file - 1) * pagesPerFile;
  const end = start + pagesPerFile;
  yield* inSlices(catalog.slice(start, end));
  if (end <= catalog.length) return;
  const from = Math.max(start, catalog.length);
  yield* inSlices(await combinationPaths(db, { offset: from - catalog.length, limit: end - from }));
}

/** The vacancies' file `file` (from 1): its vacancies in id order, read by keyset a slice at a time. */
async function* vacancyFile(db: Db, file: number, pagesPerFile: number): AsyncIterable<readonly string[]> {
  // The file starts after the last vacancy of the one before: one walk of the ids, then keyset slices.
  let afterId = file === 1 ? 0 : await liveIdAt(db, (file - 1) * pagesPerFile - 1);
  if (afterId === null) return;
  for (let left = pagesPerFile; left > 0; ) {
    const rows = await liveSlugsAfter(db, afterId, Math.min(SLICE, left));
    if (rows.length === 0) return;
    yield rows.map((row) => `/job-openings/${row.slug}`);
    left -= rows.length;
    afterId = rows.at(-1)?.id ?? afterId;
  }
}

const filesOf = (pages: number, pagesPerFile: number) => Math.max(1, Math.ceil(pages / pagesPerFile));

/**
 * The landing pages' files, then the vacancies' files, each of at most `pagesPerFile` pages (50,000 URLs in five
 * languages): as many files as there are pages, counted when the index is read. A test passes a smaller size.
 */
export function vacancySitemapsOf({ pagesPerFile = PAGES_PER_FILE }: { pagesPerFile?: number } = {}): Sitemap[] {
  return [
    {
      name: 'job-openings',
      files: async (db) => {
        const [catalog, combinations] = await Promise.all([
          counted.get(db, 'catalog', async () => (await catalogLandingPaths(db)).length),
          counted.get(db, 'combinations', () => countLiveTechnologyCombinations(db)),
        ]);
        return filesOf(catalog + combinations, pagesPerFile);
      },
      build: (origin, db, file) => streamUrlset(origin, landingFile(db, file, pagesPerFile)),
    },
    {
      name: 'vacancies',
      files: async (db) => filesOf(await counted.get(db, 'vacancies', () => countLiveVacancies(db)), pagesPerFile),
      build: (origin, db, file) => streamUrlset(origin, vacancyFile(db, file, pagesPerFile)),
    },
  ];
}

export const vacancySitemaps = vacancySitemapsOf();
