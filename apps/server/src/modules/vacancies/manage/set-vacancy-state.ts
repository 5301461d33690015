import type { TMyVacancy, TVacancyState } from '@hushwork/contract';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentMine } from './lib/present-vacancy.ts';
import { vacancyRepo } from './lib/vacancy.repo.ts';
import { findManagedVacancy } from './lib/vacancy-policy.ts';

export type SetVacancyStateOptions = UseCaseArgs<{ id: number; state: TVacancyState }>;

/**
 * Pauses a vacancy (off the search until reopened), closes it (filled: it stays closed, and stops being VIP) or
 * reopens a paused one. Moderation is untouched: a paused approved vacancy reopens without a new review.
 */
export async function setVacancyState({ actor, input, db }: SetVacancyStateOptions): Promise<TMyVacancy> {
  const { row } = await findManagedVacancy(db, actor, input.id);
  if (row.state === 'closed' && input.state !== 'closed') throw new AppError('VACANCY_CLOSED');
  const updated =
    row.state === input.state
      ? row
      : await vacancyRepo.update(db, row.id, {
          state: input.state,
          ...(input.state === 'closed' ? { is_vip: false } : {}),
        });
  const [mine] = await presentMine(db, actor.locale, [updated]);
  return mine as TMyVacancy;
}
