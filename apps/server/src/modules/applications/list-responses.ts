import { type TResponsesQuery, ZResponsesQuery } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import { applicationRepo } from './application.repo.ts';
import { requireTeam } from './application-policy.ts';
import { type ApplicationsDeps, pagesOf, pagingOf } from './applications-deps.ts';
import { presentResponses } from './present-application.ts';

export type ListResponsesOptions = Pick<ApplicationsDeps, 'db' | 'registry'> & { actor: Actor; input: TResponsesQuery };

/**
 * `GET me/responses`: the responses to all of the company's vacancies, or to one (`vacancy_id`; another company's
 * vacancy simply has none here), read or unread, newest first. `unread` counts the unread ones of that choice of
 * vacancies, whatever the state filter: the page's tab and the header's badge.
 */
export async function listResponses({ actor, input, db, registry }: ListResponsesOptions) {
  requirePermission(actor, 'read:response:own');
  const { vacancy_id, state, page } = ZResponsesQuery.parse(input);
  const { company_id } = await requireTeam(db, actor);
  const filter = { company_id, vacancy_id };
  const is_read = state === undefined ? undefined : state === 'read';
  const [{ rows, total }, unread] = await Promise.all([
    applicationRepo.page(db, { ...filter, is_read }, pagingOf(page)),
    applicationRepo.count(db, { ...filter, is_read: false }),
  ]);
  return { list: await presentResponses(db, actor, rows, registry), total, page, pages: pagesOf(total), unread };
}
