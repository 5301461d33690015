import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { vacancyRepo } from '../manage/lib/vacancy.repo.ts';
import { readableVacancy } from '../manage/lib/vacancy-policy.ts';

export type GetVacancySlugOptions = UseCaseArgs<{ id: number }>;

/** The slug of a vacancy the reader may see, to turn an id into its page's address. */
export async function getVacancySlug({ actor, input, db }: GetVacancySlugOptions) {
  const { row } = await readableVacancy(db, actor, await vacancyRepo.findById(db, input.id));
  return { id: row.id, slug: row.slug };
}
