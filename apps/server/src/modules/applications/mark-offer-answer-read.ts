import type { TSentOffer } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireTeam } from './application-policy.ts';
import type { ApplicationsDeps } from './applications-deps.ts';
import { offerRepo } from './offer.repo.ts';
import { presentSentOffers } from './present-offer.ts';

export type MarkOfferAnswerReadOptions = Pick<ApplicationsDeps, 'db' | 'registry'> & {
  actor: Actor;
  input: { id: number; is_read: boolean };
};

/** `PATCH me/company/offers/{id}/read`: the team marks a candidate's answer read or unread; another company's is "not found". */
export async function markOfferAnswerRead({
  actor,
  input,
  db,
  registry,
}: MarkOfferAnswerReadOptions): Promise<TSentOffer> {
  requirePermission(actor, 'read:sent-job-offer:own');
  const { company_id } = await requireTeam(db, actor);
  const offer = await offerRepo.findById(db, input.id);
  if (!offer || offer.company_id !== company_id) throw new AppError('OFFER_NOT_FOUND');
  // Before an answer there is nothing to have read.
  const isRead = offer.answered_at !== null && input.is_read;
  const updated =
    offer.answer_read_by_company === isRead
      ? offer
      : await offerRepo.update(db, offer.id, { answer_read_by_company: isRead });
  const [presented] = await presentSentOffers(db, actor, [updated], registry);
  return presented as TSentOffer;
}
