import type { Db } from '../../../../platform/db/database.ts';
import type { LivePopularity } from '../../../catalogs/index.ts';
import { countLive } from './live-counts.ts';
import type { RankedDimension } from './vacancy-search.ts';

const ranked = async (db: Db, dimension: RankedDimension, limit: number, continentId?: number) =>
  (await countLive(db, dimension, { limit, ...(continentId !== undefined ? { continentId } : {}) })).map((row) => ({
    id: Number(row.key),
    count: row.n,
  }));

/** Open vacancies per city and per specialization, for the catalogs' top lists (registered by module.ts). */
export const vacancyPopularity: LivePopularity = {
  cities: (db, { continentId, limit }) => ranked(db, 'city_ids', limit, continentId),
  specializations: (db, { limit }) => ranked(db, 'specialization_ids', limit),
};
