import { VACANCIES } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentMine } from './lib/present-vacancy.ts';
import { type MineFilter, vacancyRepo } from './lib/vacancy.repo.ts';
import { requireTeam } from './lib/vacancy-policy.ts';

export type ListMyVacanciesOptions = UseCaseArgs<{ page: number; state: MineFilter }>;

/** The company's vacancies for `/profile/job-openings`, last edited first, by tab, with every tab's count. */
export async function listMyVacancies({ actor, input, db }: ListMyVacanciesOptions) {
  requirePermission(actor, 'update:vacancy:own');
  const team = await requireTeam(db, actor);
  const limit = VACANCIES.pageSize;
  const [rows, counts] = await Promise.all([
    vacancyRepo.listMine(db, team.company_id, input.state, { limit, offset: (input.page - 1) * limit }),
    vacancyRepo.countMine(db, team.company_id),
  ]);
  const total = counts[input.state];
  return {
    list: await presentMine(db, actor.locale, rows),
    total,
    page: input.page,
    pages: Math.ceil(total / limit),
    counts,
  };
}
