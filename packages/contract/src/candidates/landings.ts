import { CANDIDATES } from '../constants.ts';
import type { TListCandidatesQuery } from './query.ts';

export type TCandidateLanding = (typeof CANDIDATES.landings)[number];

/**
 * What each landing page /candidates/search/{key} lists: candidates of these specializations (ids of the catalogs'
 * reference data, slugs beside them; a server test checks they still name these). The page asks `GET candidates`
 * with them, so a landing page and the list with the same filters show the same people.
 */
export const CANDIDATE_LANDINGS = {
  // android-kotlin
  android: { specialization_ids: [68] },
  // ui-ux-designer, product-designer, graphic-designer, web-designer, motion-designer, game-designer
  design: { specialization_ids: [16, 17, 18, 19, 20, 21] },
  // marketing-manager, seo-specialist, smm-specialist, ppc-specialist
  marketing: { specialization_ids: [47, 48, 49, 50] },
  // mobile-developer, ios-swift, android-kotlin, flutter, react-native
  mobile: { specialization_ids: [4, 67, 68, 69, 70] },
  // python
  python: { specialization_ids: [59] },
  // qa-engineer, qa-automation-engineer
  qa: { specialization_ids: [5, 6] },
  // ruby
  ruby: { specialization_ids: [66] },
  // backend-, frontend-, fullstack-developer, javascript-typescript, php, node-js, react, angular, vue-js
  web: { specialization_ids: [1, 2, 3, 60, 61, 76, 77, 78, 79] },
} as const satisfies Record<TCandidateLanding, { specialization_ids: readonly number[] }>;

export const isCandidateLanding = (key: string): key is TCandidateLanding =>
  (CANDIDATES.landings as readonly string[]).includes(key);

/** `/candidates/search/python`, without a locale prefix. */
export const candidateLandingPath = (key: TCandidateLanding) => `/candidates/search/${key}`;

/**
 * The query `GET candidates` gets for a landing page: the landing's filters, with the visitor's own filters on top (a
 * specialization the visitor picks replaces the landing's).
 */
export function candidateLandingQuery(key: TCandidateLanding, query: TListCandidatesQuery = {}): TListCandidatesQuery {
  const own = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  return { specialization_ids: [...CANDIDATE_LANDINGS[key].specialization_ids], ...own };
}
