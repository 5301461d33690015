import type { TMyVacancy } from '@hushwork/contract';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { canRaiseAt, presentMine } from './lib/present-vacancy.ts';
import { vacancyRepo } from './lib/vacancy.repo.ts';
import { findManagedVacancy } from './lib/vacancy-policy.ts';

export type RaiseVacancyOptions = UseCaseArgs<{ id: number }, 'clock'>;

/** Moves an open vacancy's publication date to now, back among the newest; once per 24 hours. */
export async function raiseVacancy({ actor, input, db, clock }: RaiseVacancyOptions): Promise<TMyVacancy> {
  const { row } = await findManagedVacancy(db, actor, input.id);
  if (row.moderation_status !== 'approved' || row.state !== 'active') throw new AppError('VACANCY_NOT_LIVE');
  if (clock.now() < canRaiseAt(row)) throw new AppError('RAISED_TOO_RECENTLY');
  const updated = await vacancyRepo.update(db, row.id, { published_at: clock.now() });
  const [mine] = await presentMine(db, actor.locale, [updated]);
  return mine as TMyVacancy;
}
