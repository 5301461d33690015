import type { Db } from '../../../../platform/db/database.ts';
import { keptAnswers } from '../../../../platform/db/kept-answers.ts';
import type { FacetCounts, SearchFilters } from './vacancy-search.ts';

/**
 * The facet counts of the search with no text and no filter (`/job-openings` as a visitor first sees it), and of the
 * search with one filter of one value (a landing page, a first tick), are the same for every visitor and language,
 * and counting them read up to `countMax` open vacancies on every visit: 32 ms of the embedded database's one thread,
 * half of that page's cost (issue 26). They are kept until a vacancy is written (the two vacancy repositories, the
 * only writers, call `vacanciesChanged` on each write that changes what is counted) and at most a minute, which
 * bounds what a write racing a count could leave behind; the one-filter answers of the most recent `ONE_FILTER_KEPT`
 * values, since a value of every catalog could be asked for. Other searches are counted each time (ADR 0044).
 */
const ONE_FILTER_KEPT = 500;
const kept = keptAnswers(60_000, ONE_FILTER_KEPT + 1);

/** Called by every write to vacancies that changes what is counted: the next search counts afresh. */
export function vacanciesChanged() {
  kept.forgetAll();
}

/** The key of a search whose counts are kept: none set, or one filter set to one value; null for any other. */
export function keptFacetsKey(filters: SearchFilters): string | null {
  const set = Object.entries(filters).filter(
    ([, value]) => value !== undefined && value !== null && value !== '' && value !== false && !isEmptyArray(value),
  );
  if (set.length === 0) return 'facets';
  if (set.length > 1) return null;
  const [name, value] = set[0] as [string, unknown];
  if (name === 'search') return null;
  if (Array.isArray(value)) return value.length === 1 ? `facets:${name}=${String(value[0])}` : null;
  return `facets:${name}=${String(value)}`;
}

const isEmptyArray = (value: unknown) => Array.isArray(value) && value.length === 0;

/** The counts of `filters`, kept when `keptFacetsKey` names them, else counted now. */
export function keptFacets(db: Db, filters: SearchFilters, count: () => Promise<FacetCounts>): Promise<FacetCounts> {
  const key = keptFacetsKey(filters);
  return key ? kept.get(db, key, count) : count();
}
