import { type TMyApplicationsQuery, ZMyApplicationsQuery } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { applicationRepo } from './application.repo.ts';
import { type ApplicationsDeps, pagesOf, pagingOf } from './applications-deps.ts';
import { presentMyApplications } from './present-application.ts';

export type ListMyApplicationsOptions = Pick<ApplicationsDeps, 'db'> & { actor: Actor; input: TMyApplicationsQuery };

/**
 * `GET me/applications`: the worker's own applications, newest first, each with its vacancy and the company's answer;
 * one vacancy's only with `vacancy_id`.
 */
export async function listMyApplications({ actor, input, db }: ListMyApplicationsOptions) {
  requirePermission(actor, 'read:application:own');
  const { user_id } = requireUser(actor);
  const { status, vacancy_id, page } = ZMyApplicationsQuery.parse(input);
  const { rows, total } = await applicationRepo.page(db, { user_id, status, vacancy_id }, pagingOf(page));
  return { list: await presentMyApplications(db, actor, rows), total, page, pages: pagesOf(total) };
}
