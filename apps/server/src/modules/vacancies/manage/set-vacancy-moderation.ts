import type { TVacancyModeration } from '@hushwork/contract';
import { type Clock, systemClock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { type VacancyRow, vacancyRepo } from './lib/vacancy.repo.ts';

/**
 * Moderation's answer, until the admin screens exist (tests and the demo seed call it). The first approval publishes
 * the vacancy as of now: it joins the newest, whenever it was written. Approving an edit keeps its publication date,
 * or editing would raise a vacancy more often than once a day.
 */
export async function setVacancyModeration(
  db: Db,
  id: number,
  status: TVacancyModeration,
  clock: Clock = systemClock,
): Promise<VacancyRow> {
  const row = await vacancyRepo.findById(db, id);
  if (!row) throw new AppError('VACANCY_NOT_FOUND');
  return vacancyRepo.update(db, id, {
    moderation_status: status,
    ...(status === 'approved' && row.first_approved_at === null
      ? { published_at: clock.now(), first_approved_at: clock.now() }
      : {}),
  });
}

export const approveVacancy = (db: Db, id: number, clock: Clock = systemClock) =>
  setVacancyModeration(db, id, 'approved', clock);
