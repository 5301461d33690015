import type { Db } from '../../../../platform/db/database.ts';
import { type RankedDimension, rankLive } from './vacancy-search.ts';

/**
 * Counting every open vacancy per technology, city… is a scan (seconds at a million vacancies), and menus, top lists
 * and the sitemap ask for the same counts all the time: they are kept five minutes per database, whatever the
 * language the names are then given in.
 */
const TTL_MS = 5 * 60_000;
type Counts = Promise<{ key: string; n: number }[]>;
const cache = new WeakMap<Db, Map<string, { at: number; counts: Counts }>>();

export function countLive(
  db: Db,
  dimension: RankedDimension,
  options: { continentId?: number; limit: number },
): Counts {
  let byKey = cache.get(db);
  if (!byKey) {
    byKey = new Map();
    cache.set(db, byKey);
  }
  const key = `${dimension}:${options.limit}:${options.continentId ?? ''}`;
  const hit = byKey.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.counts;
  const counts = rankLive(db, dimension, options);
  byKey.set(key, { at: Date.now(), counts });
  counts.catch(() => byKey.delete(key));
  return counts;
}
