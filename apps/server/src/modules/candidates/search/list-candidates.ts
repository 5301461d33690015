import { type TListCandidatesQuery, ZListCandidatesQuery } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { readerOf } from '../profile/lib/candidate-policy.ts';
import { candidateSearch } from './lib/candidate-search.ts';
import { type CandidatesPage, cardsPageOf } from './lib/cards-page.ts';

export type ListCandidatesOptions = UseCaseArgs<TListCandidatesQuery>;

/**
 * `GET candidates` (and the landing pages, which send their filters here): anonymous cards of listed candidates, a
 * page at a time. A page past the last answers an empty list with the real `pages`, so the web can redirect to it.
 */
export async function listCandidates({ actor, input, db }: ListCandidatesOptions): Promise<CandidatesPage> {
  requirePermission(actor, 'read:candidate:any');
  const { page, ...filters } = ZListCandidatesQuery.parse(input);
  const reader = await readerOf(db, actor);
  return cardsPageOf(db, actor.locale, page, (paging) =>
    candidateSearch.page(db, filters, { companyId: reader.companyId }, paging),
  );
}
