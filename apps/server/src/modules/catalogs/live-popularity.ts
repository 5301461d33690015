import type { Db } from '../../platform/db/database.ts';

/** How many live things (open vacancies) a city or specialization has, most first. */
export type Ranked = { id: number; count: number }[];
export type LivePopularity = {
  cities(db: Db, options: { continentId: number; limit: number }): Promise<Ranked>;
  specializations(db: Db, options: { limit: number }): Promise<Ranked>;
};

declare module '../../platform/module.ts' {
  interface ModulePorts {
    /**
     * The top lists (`cities/top`, `specializations/top`) rank by what people come for, open vacancies, which another
     * domain holds: it provides its counts here in its manifest, so catalogs imports none of it. Without one (or where
     * it counts nothing) the lists fall back to population and curated popularity.
     */
    livePopularity: LivePopularity;
  }
}

/** Ranked ids first, then the fallback's in its own order, without repeats, `limit` in all. */
export function rankedFirst<T extends { id: number }>(
  ranked: Ranked,
  byId: Map<number, T>,
  fallback: T[],
  limit: number,
) {
  const first = ranked.flatMap(({ id }) => byId.get(id) ?? []);
  const seen = new Set(first.map((item) => item.id));
  return [...first, ...fallback.filter((item) => !seen.has(item.id))].slice(0, limit);
}
