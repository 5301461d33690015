import type { Db } from '../../../../platform/db/database.ts';
import type { FacetCounts } from './vacancy-search.ts';

/**
 * The facet counts of the search with no text and no filter (`/job-openings` as a visitor first sees it) are the
 * same for every visitor and language, and counting them read up to `countMax` open vacancies on every visit: 32 ms
 * of the embedded database's one thread, half of that page's cost (issue 26). They are kept until a vacancy is
 * written (the repositories call `vacanciesChanged`, the only places that write vacancies) and at most a minute,
 * which bounds what a write racing a count could leave behind. Filtered searches are counted each time.
 */
const MAX_AGE_MS = 60_000;

let generation = 0;
const kept = new WeakMap<Db, { generation: number; at: number; counts: Promise<FacetCounts> }>();

/** Called by every write to vacancies: the next unfiltered search counts afresh. */
export function vacanciesChanged() {
  generation++;
}

export function keptUnfilteredFacets(db: Db, count: () => Promise<FacetCounts>): Promise<FacetCounts> {
  const hit = kept.get(db);
  if (hit && hit.generation === generation && Date.now() - hit.at < MAX_AGE_MS) return hit.counts;
  const counts = count();
  kept.set(db, { generation, at: Date.now(), counts });
  counts.catch(() => kept.delete(db));
  return counts;
}
