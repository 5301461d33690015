import type { Actor } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { vacancyRepo } from '../manage/lib/vacancy.repo.ts';
import { readableVacancy } from '../manage/lib/vacancy-policy.ts';

export type GetVacancySlugOptions = { actor: Actor; input: { id: number }; db: Db };

/** The slug of a vacancy the reader may see, to turn an id into its page's address. */
export async function getVacancySlug({ actor, input, db }: GetVacancySlugOptions) {
  const { row } = await readableVacancy(db, actor, await vacancyRepo.findById(db, input.id));
  return { id: row.id, slug: row.slug };
}
