import { type TMyVacancy, VACANCIES } from '@hushwork/contract';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentMine } from './lib/present-vacancy.ts';
import { vacancyRepo } from './lib/vacancy.repo.ts';
import { findManagedVacancy } from './lib/vacancy-policy.ts';

export type SetVacancyVipOptions = UseCaseArgs<{ id: number; is_vip: boolean }>;

/**
 * Marks an open vacancy VIP (listed before the others and in the VIP carousel) or stops it being one. A company
 * holds at most `VACANCIES.vipPerCompanyMax` at once.
 */
export async function setVacancyVip({ actor, input, db }: SetVacancyVipOptions): Promise<TMyVacancy> {
  const { row } = await findManagedVacancy(db, actor, input.id);
  if (input.is_vip && !row.is_vip) {
    if (row.moderation_status !== 'approved' || row.state !== 'active') throw new AppError('VACANCY_NOT_LIVE');
    if ((await vacancyRepo.countVip(db, row.company_id)) >= VACANCIES.vipPerCompanyMax) {
      throw new AppError('VIP_LIMIT_REACHED');
    }
  }
  const updated = row.is_vip === input.is_vip ? row : await vacancyRepo.update(db, row.id, { is_vip: input.is_vip });
  const [mine] = await presentMine(db, actor.locale, [updated]);
  return mine as TMyVacancy;
}
