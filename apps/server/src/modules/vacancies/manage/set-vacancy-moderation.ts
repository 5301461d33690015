import type { TVacancyModeration } from '@hushwork/contract';
import { type Clock, systemClock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { adminVacancyRepo } from '../moderation/lib/admin-vacancy.repo.ts';
import { type VacancyRow, vacancyRepo } from './lib/vacancy.repo.ts';

/**
 * A moderation decision without an admin, for the demo seed and the tests: the same statement as an admin's decision
 * (moderate-vacancies.ts), so the first approval publishes the vacancy as of now here too.
 */
export async function setVacancyModeration(
  db: Db,
  id: number,
  status: TVacancyModeration,
  clock: Clock = systemClock,
): Promise<VacancyRow> {
  const [changed] = await adminVacancyRepo.decide(db, [id], status, null, clock.now());
  if (!changed) throw new AppError('VACANCY_NOT_FOUND');
  return (await vacancyRepo.findById(db, id)) as VacancyRow;
}

export const approveVacancy = (db: Db, id: number, clock: Clock = systemClock) =>
  setVacancyModeration(db, id, 'approved', clock);
