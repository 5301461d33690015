import { CANDIDATES, type Locale, type ZCandidateListPage } from '@hushwork/contract';
import type { z } from 'zod';
import type { Db } from '../../../../platform/db/database.ts';
import { presentCards } from '../../profile/lib/present-card.ts';
import type { CandidatePage } from './candidate-search.ts';

/**
 * The contract's answer to a candidate search, without its `data` envelope. The candidates matching a vacancy answer
 * it too, through the vacancies' endpoint, whose schema does not carry `is_total_capped` yet.
 */
export type CandidatesPage = z.infer<typeof ZCandidateListPage>['data'];

/**
 * Page `page` of a search as anonymous cards. `pages` counts what the search reaches (the count and the ranked matches
 * are capped), and is at least 1, so a page past the last answers an empty list with the real count.
 */
export async function cardsPageOf(
  db: Db,
  locale: Locale,
  page: number,
  search: (paging: { limit: number; offset: number }) => Promise<CandidatePage>,
): Promise<CandidatesPage> {
  const { rows, total, is_total_capped, reachable } = await search({
    limit: CANDIDATES.pageSize,
    offset: (page - 1) * CANDIDATES.pageSize,
  });
  return {
    list: await presentCards(db, locale, rows),
    total,
    is_total_capped,
    page,
    pages: Math.max(1, Math.ceil(reachable / CANDIDATES.pageSize)),
  };
}
