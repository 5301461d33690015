import type { TMyVacancy } from '@hushwork/contract';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentMine } from './lib/present-vacancy.ts';
import { vacancyRepo } from './lib/vacancy.repo.ts';
import { findManagedVacancy } from './lib/vacancy-policy.ts';

export type SetVacancyBonusOptions = UseCaseArgs<{ id: number; hiring_bonus: number | null }>;

/** Offers a hiring bonus (in the vacancy's currency) or withdraws it; cards show it, so no new moderation. */
export async function setVacancyBonus({ actor, input, db }: SetVacancyBonusOptions): Promise<TMyVacancy> {
  const { row } = await findManagedVacancy(db, actor, input.id);
  const updated = await vacancyRepo.update(db, row.id, { hiring_bonus: input.hiring_bonus });
  const [mine] = await presentMine(db, actor.locale, [updated]);
  return mine as TMyVacancy;
}
