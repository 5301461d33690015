import type { TSaveVacancy, TVacancy } from '@hushwork/contract';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentVacancy } from './lib/present-vacancy.ts';
import { vacancyRepo } from './lib/vacancy.repo.ts';
import { vacancyFieldsOf } from './lib/vacancy-fields.ts';
import { findManagedVacancy } from './lib/vacancy-policy.ts';

export type UpdateVacancyOptions = UseCaseArgs<TSaveVacancy & { id: number }>;

/** Saves the wizard's fields over a vacancy of the company; what the public sees changed, so moderation looks again. */
export async function updateVacancy({ actor, input, db }: UpdateVacancyOptions): Promise<TVacancy> {
  const { row } = await findManagedVacancy(db, actor, input.id);
  const fields = await vacancyFieldsOf(db, actor.locale, input);
  const updated = await db.transaction(async (tx) => {
    const saved = await vacancyRepo.update(tx, row.id, {
      ...fields,
      // An admin's edit is moderation's own; a company's goes back to the queue.
      ...(actor.role === 'admin' ? {} : { moderation_status: 'pending' }),
    });
    await vacancyRepo.replaceQuestions(tx, row.id, input.questions);
    return saved;
  });
  return presentVacancy(db, actor.locale, updated, { canManage: true });
}
