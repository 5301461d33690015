import type { TVacancy } from '@hushwork/contract';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentVacancy } from './lib/present-vacancy.ts';
import { vacancyRepo } from './lib/vacancy.repo.ts';
import { readableVacancy } from './lib/vacancy-policy.ts';

export type GetVacancyOptions = UseCaseArgs<{ id: number }>;

/** One vacancy by id; before approval (or once rejected) only its company's team and admins see it. */
export async function getVacancy({ actor, input, db }: GetVacancyOptions): Promise<TVacancy> {
  const { row, isManager } = await readableVacancy(db, actor, await vacancyRepo.findById(db, input.id));
  return presentVacancy(db, actor.locale, row, { canManage: isManager });
}
