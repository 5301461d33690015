import {
  CANDIDATES,
  type TOpenedCandidate,
  type TOpenedCandidatesQuery,
  ZOpenedCandidatesQuery,
} from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { candidateRepo } from '../profile/lib/candidate.repo.ts';
import { readerOf, requireCompany } from '../profile/lib/candidate-policy.ts';
import { presentCards } from '../profile/lib/present-card.ts';
import { openingRepo } from './lib/candidate-opening.repo.ts';

export type ListOpenedCandidatesOptions = UseCaseArgs<TOpenedCandidatesQuery>;

/**
 * `GET me/company/opened-candidates`: the candidates who opened their profile to the reader's company (the employer
 * profile's resumes tab), newest opening first, each as its card with the name the candidate showed the company.
 * Contacts are not here: they have their own calls, whose use the candidate sees.
 */
export async function listOpenedCandidates({ actor, input, db }: ListOpenedCandidatesOptions) {
  requirePermission(actor, 'read:candidate-contacts:any');
  const { companyId } = requireCompany(await readerOf(db, actor));
  const { page } = ZOpenedCandidatesQuery.parse(input);
  const { rows: openings, total } = await openingRepo.listOpenToCompany(db, companyId, {
    limit: CANDIDATES.pageSize,
    offset: (page - 1) * CANDIDATES.pageSize,
  });
  const ids = openings.map((opening) => opening.candidate_id);
  const [rows, names] = [await candidateRepo.findByIds(db, ids), await candidateRepo.namesOf(db, ids)];
  const cards = new Map((await presentCards(db, actor.locale, rows)).map((card) => [card.id, card]));
  const list: TOpenedCandidate[] = openings.flatMap((opening) => {
    const card = cards.get(opening.candidate_id);
    const name = names.get(opening.candidate_id);
    if (!card || name === undefined) return [];
    return [
      {
        ...card,
        name,
        source: opening.source as TOpenedCandidate['source'],
        opened_at: opening.opened_at.toISOString(),
      },
    ];
  });
  return { list, total, page, pages: Math.max(1, Math.ceil(total / CANDIDATES.pageSize)) };
}
