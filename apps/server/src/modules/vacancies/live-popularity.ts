import type { Db } from '../../platform/db/database.ts';
import type { LivePopularity } from '../catalogs/index.ts';
import { type RankedDimension, rankLive } from './vacancy-search.ts';

/** Counting every open vacancy is a scan; the top lists are read on every home page, so counts live a minute. */
const TTL_MS = 60_000;
const cache = new WeakMap<Db, Map<string, { at: number; rows: Promise<{ id: number; count: number }[]> }>>();

function ranked(db: Db, dimension: RankedDimension, limit: number, continentId?: number) {
  let byKey = cache.get(db);
  if (!byKey) {
    byKey = new Map();
    cache.set(db, byKey);
  }
  const key = `${dimension}:${limit}:${continentId ?? ''}`;
  const hit = byKey.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.rows;
  const rows = rankLive(db, dimension, { limit, ...(continentId !== undefined ? { continentId } : {}) }).then((found) =>
    found.map((row) => ({ id: Number(row.key), count: row.n })),
  );
  byKey.set(key, { at: Date.now(), rows });
  rows.catch(() => byKey.delete(key));
  return rows;
}

/** Open vacancies per city and per specialization, for the catalogs' top lists (registered by module.ts). */
export const vacancyPopularity: LivePopularity = {
  cities: (db, { continentId, limit }) => ranked(db, 'city_ids', limit, continentId),
  specializations: (db, { limit }) => ranked(db, 'specialization_ids', limit),
};
