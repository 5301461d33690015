import { type TVacancy, type TVacancyCard, VACANCIES } from '@hushwork/contract';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentCards, presentVacancy } from '../manage/lib/present-vacancy.ts';
import { vacancyRepo } from '../manage/lib/vacancy.repo.ts';
import { readableVacancy } from '../manage/lib/vacancy-policy.ts';
import { similarVacancies } from './lib/vacancy-search.ts';

export type GetVacancyBySlugOptions = UseCaseArgs<{ slug: string }>;

/** The vacancy page: the vacancy and a few open ones like it. */
export async function getVacancyBySlug({
  actor,
  input,
  db,
}: GetVacancyBySlugOptions): Promise<TVacancy & { similar: TVacancyCard[] }> {
  const { row, isManager } = await readableVacancy(db, actor, await vacancyRepo.findBySlug(db, input.slug));
  const [vacancy, similar] = await Promise.all([
    presentVacancy(db, actor.locale, row, { canManage: isManager }),
    similarVacancies(db, row, VACANCIES.similarLimit)
      .then((ids) => vacancyRepo.findByIds(db, ids))
      .then((rows) => presentCards(db, actor.locale, rows)),
  ]);
  return { ...vacancy, similar };
}
