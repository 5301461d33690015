import type { TOffer } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ApplicationsDeps } from './applications-deps.ts';
import { offerRepo } from './offer.repo.ts';
import { presentOffers } from './present-offer.ts';

export type MarkOfferReadOptions = Pick<ApplicationsDeps, 'db'> & {
  actor: Actor;
  input: { id: number; is_read: boolean };
};

/** `PATCH me/offers/{id}/read`: the worker marks an offer sent to them read or unread; anyone else's is "not found". */
export async function markOfferRead({ actor, input, db }: MarkOfferReadOptions): Promise<TOffer> {
  requirePermission(actor, 'update:job-offer:own');
  const { user_id } = requireUser(actor);
  const offer = await offerRepo.findById(db, input.id);
  if (!offer || offer.user_id !== user_id) throw new AppError('OFFER_NOT_FOUND');
  const updated =
    offer.is_read_by_worker === input.is_read
      ? offer
      : await offerRepo.update(db, offer.id, { is_read_by_worker: input.is_read });
  const [presented] = await presentOffers(db, actor, [updated]);
  return presented as TOffer;
}
