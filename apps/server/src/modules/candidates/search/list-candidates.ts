import { CANDIDATES, type TCandidateCard, type TListCandidatesQuery, ZListCandidatesQuery } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { readerOf } from '../profile/lib/candidate-policy.ts';
import { presentCards } from '../profile/lib/present-card.ts';
import { candidateSearch } from './lib/candidate-search.ts';

export type ListCandidatesOptions = UseCaseArgs<TListCandidatesQuery>;
export type CandidatesPage = { list: TCandidateCard[]; total: number; page: number; pages: number };

/**
 * `GET candidates` (and the landing pages, which send their filters here): anonymous cards of listed candidates, a
 * page at a time. A page past the last answers an empty list with the real `pages`, so the web can redirect to it.
 */
export async function listCandidates({ actor, input, db }: ListCandidatesOptions): Promise<CandidatesPage> {
  requirePermission(actor, 'read:candidate:any');
  const { page, ...filters } = ZListCandidatesQuery.parse(input);
  const reader = await readerOf(db, actor);
  const { rows, total, reachable } = await candidateSearch.page(
    db,
    filters,
    { companyId: reader.companyId },
    { limit: CANDIDATES.pageSize, offset: (page - 1) * CANDIDATES.pageSize },
  );
  return {
    list: await presentCards(db, actor.locale, rows),
    total,
    page,
    pages: Math.max(1, Math.ceil(reachable / CANDIDATES.pageSize)),
  };
}
