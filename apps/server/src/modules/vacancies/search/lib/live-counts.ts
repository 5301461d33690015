import type { Locale } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { keptAnswers } from '../../../../platform/db/kept-answers.ts';
import { type RankedDimension, type RankedKey, rankKept, rankLive, type SearchFilters } from './vacancy-search.ts';

/**
 * Menus, top lists, landing links and the sitemap ask for the same counts all the time: the most frequent
 * technologies, cities… of every open vacancy (or a continent's) are read from the counts the writes keep (ADR 0047),
 * and those within a landing page's filters are counted over at most `countMax` + 1 of that filter's matches
 * through the search's index (a sample past that, marked `sampled`).
 * Either is kept five minutes per database, whatever the language the names are then given in; the filtered ones
 * for the `SCOPED_KEPT` most recent filters, since every landing page has its own.
 */
const SCOPED_KEPT = 1_000;
const liveCounts = keptAnswers(5 * 60_000, SCOPED_KEPT);

/** `locale` is the text search's language, for a landing page of a search term (`where.search`). */
type Scope = { continentId?: number; limit: number; where?: SearchFilters; locale?: Locale };

export function countLive(db: Db, dimension: RankedDimension, scope: Scope): Promise<RankedKey[]> {
  const { where, locale, ...rest } = scope;
  if (!where)
    return liveCounts.get(db, `${dimension}:${rest.limit}:${rest.continentId ?? ''}`, () =>
      rankKept(db, dimension, rest),
    );
  const key = `${dimension}:${rest.limit}:${rest.continentId ?? ''}:${where.search ? locale : ''}:${JSON.stringify(where)}`;
  return liveCounts.get(db, key, () => rankLive(db, dimension, { ...rest, where, ...(locale ? { locale } : {}) }));
}
