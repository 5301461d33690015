import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { visibleCandidate } from '../profile/get-candidate.ts';
import { readerOf, requireCompany } from '../profile/lib/candidate-policy.ts';
import { noteRepo } from './lib/candidate-note.repo.ts';

export type RateCandidateOptions = UseCaseArgs<{ candidate_id: number; rating: number }, 'registry'>;

/**
 * `POST candidates/rating`: the company's own rating of a candidate (1–5), one per company, for sorting out whom to
 * talk to; the candidate and other companies never see it.
 */
export async function rateCandidate({ actor, input, db, registry }: RateCandidateOptions) {
  requirePermission(actor, 'create:candidate-rating:own');
  const { user_id } = requireUser(actor);
  const { companyId } = requireCompany(await readerOf(db, actor));
  const candidate = await visibleCandidate(db, actor, input.candidate_id, registry);
  await noteRepo.saveRating(db, {
    candidate_id: candidate.id,
    company_id: companyId,
    rating: input.rating,
    author_user_id: user_id,
  });
  return { candidate_id: candidate.id, rating: input.rating };
}
