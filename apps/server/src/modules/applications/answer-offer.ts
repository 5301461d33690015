import type { TOffer } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { openCandidateToCompany } from '../candidates/index.ts';
import { vacancyDirectory } from '../vacancies/index.ts';
import type { ApplicationsDeps } from './applications-deps.ts';
import { notifyOfferAnswered } from './notify.ts';
import { type OfferRow, offerRepo } from './offer.repo.ts';
import { presentOffers } from './present-offer.ts';

export type OfferAnswer = 'approve' | 'decline';
export type AnswerOfferOptions = ApplicationsDeps & { actor: Actor; input: { id: number; answer: OfferAnswer } };

/**
 * Answers a pending offer for its candidate: approving opens the candidate's profile to the company (`source`
 * `offer`, or `outstaff` when the platform's admin answers for an outstaffer) in the same transaction, so an approval
 * the candidates module refuses (the candidate hid from the company since) changes nothing. The sender is told by mail.
 */
export async function settleOffer(
  deps: ApplicationsDeps,
  actor: Actor,
  offer: OfferRow,
  answer: OfferAnswer,
  opening: { source: 'offer' | 'outstaff'; byUserId: number },
): Promise<TOffer> {
  if (offer.status !== 'pending') throw new AppError('OFFER_ALREADY_ANSWERED');
  const answered = await deps.db.transaction(async (tx) => {
    const row = await offerRepo.answer(tx, offer.id, {
      status: answer === 'approve' ? 'approved' : 'declined',
      answered_by: opening.byUserId,
      answered_at: deps.clock.now(),
    });
    if (!row) throw new AppError('OFFER_ALREADY_ANSWERED');
    if (answer === 'approve') {
      await openCandidateToCompany({
        db: tx,
        clock: deps.clock,
        userId: row.user_id,
        companyId: row.company_id,
        source: opening.source,
        byUserId: opening.byUserId,
      });
    }
    const vacancy = await vacancyDirectory.findById(tx, row.vacancy_id);
    await notifyOfferAnswered(tx, deps, row, vacancy?.title ?? '');
    return row;
  });
  deps.mailer.kick();
  const [presented] = await presentOffers(deps.db, actor, [answered]);
  return presented as TOffer;
}

/** `POST job-offers/{id}/approve` and `decline`: the worker the offer was sent to answers it; anyone else's is "not found". */
export async function answerOffer({ actor, input, ...deps }: AnswerOfferOptions): Promise<TOffer> {
  requirePermission(actor, 'update:job-offer:own');
  const { user_id } = requireUser(actor);
  const offer = await offerRepo.findById(deps.db, input.id);
  if (!offer || offer.user_id !== user_id) throw new AppError('OFFER_NOT_FOUND');
  return settleOffer(deps, actor, offer, input.answer, { source: 'offer', byUserId: user_id });
}
