import type { TOffer } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { candidateDirectory } from '../candidates/index.ts';
import { type OfferAnswer, settleOffer } from './answer-offer.ts';
import type { ApplicationsDeps } from './applications-deps.ts';
import { offerRepo } from './offer.repo.ts';

export type AnswerOutstaffOfferOptions = ApplicationsDeps & {
  actor: Actor;
  input: { candidate: number; offer: number; answer: OfferAnswer };
};

/**
 * `POST outstaff/{candidate}/job-offers/{offer}/approve` and `decline`: a candidate employed through the platform's
 * outstaffing (`is_outstaffing`) is presented to clients by its admins, who answer a client's offer for them, as they
 * open the profile for them (candidates' open-outstaff-profile.ts). An approval opens it with `source: outstaff`;
 * the candidate sees and may close it like their own.
 */
export async function answerOutstaffOffer({ actor, input, ...deps }: AnswerOutstaffOfferOptions): Promise<TOffer> {
  requirePermission(actor, 'update:job-offer:any');
  const { user_id } = requireUser(actor);
  const candidate = await candidateDirectory.findById(deps.db, input.candidate);
  if (!candidate) throw new AppError('CANDIDATE_NOT_FOUND');
  if (!candidate.is_outstaff) throw new AppError('NOT_OUTSTAFF');
  const offer = await offerRepo.findById(deps.db, input.offer);
  if (!offer || offer.candidate_id !== candidate.id) throw new AppError('OFFER_NOT_FOUND');
  return settleOffer(deps, actor, offer, input.answer, { source: 'outstaff', byUserId: user_id });
}
