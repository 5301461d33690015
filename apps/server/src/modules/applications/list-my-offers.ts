import { type TMyOffersQuery, ZMyOffersQuery } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { type ApplicationsDeps, pagesOf, pagingOf } from './applications-deps.ts';
import { offerRepo } from './offer.repo.ts';
import { presentOffers } from './present-offer.ts';

export type ListMyOffersOptions = Pick<ApplicationsDeps, 'db'> & { actor: Actor; input: TMyOffersQuery };

/**
 * `GET me/offers`: the offers sent to the worker, newest first. Reading the list marks nothing (the page marks what
 * the worker opens); `unread` counts the unread unanswered ones, the header's badge.
 */
export async function listMyOffers({ actor, input, db }: ListMyOffersOptions) {
  requirePermission(actor, 'read:job-offer:own');
  const { user_id } = requireUser(actor);
  const { status, page } = ZMyOffersQuery.parse(input);
  const [{ rows, total }, unread] = await Promise.all([
    offerRepo.page(db, { user_id, status }, pagingOf(page)),
    offerRepo.count(db, { user_id, status: 'pending', is_read_by_worker: false }),
  ]);
  return { list: await presentOffers(db, actor, rows), total, page, pages: pagesOf(total), unread };
}
