import type { TVacancyResponsesQuery } from '@hushwork/contract';
import { ZVacancyResponsesQuery } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { vacancyDirectory } from '../vacancies/index.ts';
import { applicationRepo } from './application.repo.ts';
import { requireTeam } from './application-policy.ts';
import { type ApplicationsDeps, pagesOf, pagingOf } from './applications-deps.ts';
import { presentResponses } from './present-application.ts';

export type ListVacancyResponsesOptions = Pick<ApplicationsDeps, 'db' | 'registry'> & {
  actor: Actor;
  input: { id: number } & TVacancyResponsesQuery;
};

/**
 * `GET me/vacancies/{id}/candidates`: the responses to one vacancy, newest first, for its company's team (any member:
 * a vacancy is the team's work) and for admins. Another company's vacancy is "not found", as for one that does not
 * exist; `unread` counts the vacancy's unread responses whatever the filter.
 */
export async function listVacancyResponses({ actor, input, db, registry }: ListVacancyResponsesOptions) {
  const { is_read, page } = ZVacancyResponsesQuery.parse(input);
  let companyId: number;
  if (actor.role === 'admin') {
    requirePermission(actor, 'read:response:any');
    const vacancy = await vacancyDirectory.findById(db, input.id);
    if (!vacancy) throw new AppError('VACANCY_NOT_FOUND');
    companyId = vacancy.company_id;
  } else {
    requirePermission(actor, 'read:response:own');
    companyId = (await requireTeam(db, actor)).company_id;
    const vacancy = await vacancyDirectory.findById(db, input.id);
    if (!vacancy || vacancy.company_id !== companyId) throw new AppError('VACANCY_NOT_FOUND');
  }
  const filter = { company_id: companyId, vacancy_id: input.id };
  const [{ rows, total }, unread] = await Promise.all([
    applicationRepo.page(db, { ...filter, is_read }, pagingOf(page)),
    applicationRepo.count(db, { ...filter, is_read: false }),
  ]);
  return { list: await presentResponses(db, actor, rows, registry), total, page, pages: pagesOf(total), unread };
}
