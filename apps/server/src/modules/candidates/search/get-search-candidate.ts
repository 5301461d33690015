import type { TCandidateSearchPick } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { candidateRepo } from '../profile/lib/candidate.repo.ts';
import { accessOf, readerOf } from '../profile/lib/candidate-policy.ts';
import { presentCards } from '../profile/lib/present-card.ts';
import { candidateSearch } from './lib/candidate-search.ts';

export type GetSearchCandidateOptions = UseCaseArgs<{ slug: string }, 'registry'>;

/**
 * `GET search/candidate/{slug}`, the search box's pick: a listed candidate's card (one hidden from the reader's
 * company is "not found", like one that does not exist). The name is added only where the profile is opened.
 */
export async function getSearchCandidate({
  actor,
  input,
  db,
  registry,
}: GetSearchCandidateOptions): Promise<TCandidateSearchPick> {
  requirePermission(actor, 'read:candidate:any');
  const reader = await readerOf(db, actor);
  const row = await candidateSearch.listedBySlug(db, input.slug, { companyId: reader.companyId });
  if (!row) throw new AppError('CANDIDATE_NOT_FOUND');
  const [[card], access] = await Promise.all([
    presentCards(db, actor.locale, [row]),
    accessOf(db, reader, row, registry),
  ]);
  if (!card || !access) throw new AppError('CANDIDATE_NOT_FOUND');
  const isOpened = access !== 'anonymous';
  const name = isOpened ? ((await candidateRepo.findIdentity(db, row.id))?.name ?? null) : null;
  return { ...card, is_opened: isOpened, name };
}
