import type { Db } from '../../platform/db/database.ts';

/**
 * How long a top list (`cities/top`, `specializations/top`) is kept. They are asked for by every page's header and
 * footer, and each was four statements over reference data that changes only at a start's seed, ranked by live
 * counts that vacancies keeps five minutes anyway (`live-counts.ts`): a guest's `/register` spent about 6 ms of the
 * embedded database's one thread on them (issue 26, page renders against a bare renderer).
 */
const TTL_MS = 5 * 60_000;

const cache = new WeakMap<Db, Map<string, { at: number; value: Promise<unknown> }>>();

/** The answer `compute` gave for `key` on this database in the last five minutes, or a new one. A failure is not kept. */
export function keptTopList<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  let byKey = cache.get(db);
  if (!byKey) {
    byKey = new Map();
    cache.set(db, byKey);
  }
  const hit = byKey.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  byKey.set(key, { at: Date.now(), value });
  value.catch(() => byKey.delete(key));
  return value;
}
