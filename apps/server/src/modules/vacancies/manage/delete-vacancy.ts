import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { vacancyRepo } from './lib/vacancy.repo.ts';
import { findManagedVacancy } from './lib/vacancy-policy.ts';

export type DeleteVacancyOptions = UseCaseArgs<{ id: number }>;

/** Removes a vacancy of the company with its questions; its page and landing entries go with it. */
export async function deleteVacancy({ actor, input, db }: DeleteVacancyOptions): Promise<void> {
  const { row } = await findManagedVacancy(db, actor, input.id, 'delete');
  await vacancyRepo.delete(db, row.id);
}
