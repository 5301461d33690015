import type { Db } from '../../../../platform/db/database.ts';
import { keptAnswers } from '../../../../platform/db/kept-answers.ts';
import { type RankedDimension, rankLive } from './vacancy-search.ts';

/**
 * Counting every open vacancy per technology, city… is a scan (seconds at a million vacancies), and menus, top lists
 * and the sitemap ask for the same counts all the time: they are kept five minutes per database, whatever the
 * language the names are then given in.
 */
const liveCounts = keptAnswers(5 * 60_000);

export function countLive(
  db: Db,
  dimension: RankedDimension,
  options: { continentId?: number; limit: number },
): Promise<{ key: string; n: number }[]> {
  return liveCounts.get(db, `${dimension}:${options.limit}:${options.continentId ?? ''}`, () =>
    rankLive(db, dimension, options),
  );
}
