import { type TCompanyOffersQuery, ZCompanyOffersQuery } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import { requireTeam } from './application-policy.ts';
import { type ApplicationsDeps, pagesOf, pagingOf } from './applications-deps.ts';
import { offerRepo } from './offer.repo.ts';
import { presentSentOffers } from './present-offer.ts';

export type ListCompanyOffersOptions = Pick<ApplicationsDeps, 'db' | 'registry'> & {
  actor: Actor;
  input: TCompanyOffersQuery;
};

/**
 * `GET me/company/offers`: the offers the company's team sent, newest first, with the candidates' answers; `unread`
 * counts answers the team has not marked read.
 */
export async function listCompanyOffers({ actor, input, db, registry }: ListCompanyOffersOptions) {
  requirePermission(actor, 'read:sent-job-offer:own');
  const { vacancy_id, status, page } = ZCompanyOffersQuery.parse(input);
  const { company_id } = await requireTeam(db, actor);
  const [{ rows, total }, unread] = await Promise.all([
    offerRepo.page(db, { company_id, vacancy_id, status }, pagingOf(page)),
    offerRepo.count(db, { company_id, is_answered: true, answer_read_by_company: false }),
  ]);
  return { list: await presentSentOffers(db, actor, rows, registry), total, page, pages: pagesOf(total), unread };
}
