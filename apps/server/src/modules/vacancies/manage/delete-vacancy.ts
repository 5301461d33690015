import type { Actor } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { vacancyRepo } from './lib/vacancy.repo.ts';
import { findManagedVacancy } from './lib/vacancy-policy.ts';

export type DeleteVacancyOptions = { actor: Actor; input: { id: number }; db: Db };

/** Removes a vacancy of the company with its questions; its page and landing entries go with it. */
export async function deleteVacancy({ actor, input, db }: DeleteVacancyOptions): Promise<void> {
  const { row } = await findManagedVacancy(db, actor, input.id, 'delete');
  await vacancyRepo.delete(db, row.id);
}
