import type { Db } from '../../../../platform/db/database.ts';
import { keptAnswers } from '../../../../platform/db/kept-answers.ts';
import type { FacetCounts } from './vacancy-search.ts';

/**
 * The facet counts of the search with no text and no filter (`/job-openings` as a visitor first sees it) are the
 * same for every visitor and language, and counting them read up to `countMax` open vacancies on every visit: 32 ms
 * of the embedded database's one thread, half of that page's cost (issue 26). They are kept until a vacancy is
 * written (the two vacancy repositories, the only writers, call `vacanciesChanged` on each write that changes what
 * is counted) and at most a minute, which bounds what a write racing a count could leave behind. Filtered searches
 * are counted each time.
 */
const unfiltered = keptAnswers(60_000);

/** Called by every write to vacancies that changes what is counted: the next unfiltered search counts afresh. */
export function vacanciesChanged() {
  unfiltered.forgetAll();
}

export const keptUnfilteredFacets = (db: Db, count: () => Promise<FacetCounts>) => unfiltered.get(db, 'facets', count);
