import { CANDIDATES, candidateLandingPath, LOCALES } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import { buildUrlset } from '../../../platform/http/sitemap-xml.ts';
import { candidateSearch } from './lib/candidate-search.ts';

/** One sitemap file holds at most 50,000 URLs; each page is listed once per locale. */
const MAX_PAGES = Math.floor(50_000 / LOCALES.length);
const FIXED = ['/candidates', ...CANDIDATES.landings.map(candidateLandingPath)];

/**
 * The list, its eight landing pages and every listed candidate's page by its anonymous slug (a position and a random
 * tail): what search engines may index of this domain, and nothing that names a person.
 */
export async function buildCandidateSitemap(origin: string, db: Db): Promise<string> {
  const slugs = await candidateSearch.listedSlugs(db, MAX_PAGES - FIXED.length);
  return buildUrlset(origin, [...FIXED, ...slugs.map((slug) => `/candidate/${slug}`)]);
}
