import { CANDIDATES } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { readerOf } from '../profile/lib/candidate-policy.ts';
import { presentCards } from '../profile/lib/present-card.ts';
import { candidateSearch } from './lib/candidate-search.ts';

export type QuickSearchCandidatesOptions = UseCaseArgs<{ search: string; limit?: number }>;

/**
 * `GET search/candidates`, the header's search box: positions and skills to search for, and the best few matches
 * (ranked as the list ranks them) with how many there are in all (up to `CANDIDATES.countMax`, as the list counts).
 * Anonymous cards only.
 */
export async function quickSearchCandidates({ actor, input, db }: QuickSearchCandidatesOptions) {
  requirePermission(actor, 'read:candidate:any');
  const limit = input.limit ?? CANDIDATES.quickSearchLimit;
  const viewer = { companyId: (await readerOf(db, actor)).companyId };
  const [positions, skills, found] = await Promise.all([
    candidateSearch.positions(db, input.search, viewer, limit),
    candidateSearch.skills(db, input.search, viewer, limit),
    candidateSearch.page(db, { search: input.search, sort: 'relevance' }, viewer, { limit, offset: 0 }),
  ]);
  const list = await presentCards(db, actor.locale, found.rows);
  return { positions, skills, list, total: found.total, is_total_capped: found.is_total_capped };
}
