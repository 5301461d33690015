import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { listCompanyVacancies } from '../../vacancies/index.ts';
import { promotionRepo } from '../lib/promotion.repo.ts';

/** The company's open, approved vacancies, each with the paid placements it has now. */
export async function promotableVacancies(db: Db, companyId: number, now: Date) {
  const vacancies = await listCompanyVacancies({ db, input: { companyId } });
  const ends = await promotionRepo.endsOf(
    db,
    vacancies.map((vacancy) => vacancy.id),
    now,
  );
  const iso = (key: string) => ends.get(key)?.toISOString() ?? null;
  return vacancies.map((vacancy) => ({
    ...vacancy,
    turbo_until: iso(`${vacancy.id}:turbo`),
    premium_until: iso(`${vacancy.id}:vacancy_premium`),
  }));
}

/** Only a vacancy of the company that people can find now may be raised. */
export async function promotableVacancy(db: Db, companyId: number, vacancyId: number, now: Date) {
  const vacancy = (await promotableVacancies(db, companyId, now)).find((candidate) => candidate.id === vacancyId);
  if (!vacancy)
    throw new AppError('VACANCY_NOT_PROMOTABLE', {
      fields: { vacancy_id: [{ key: 'errors:VACANCY_NOT_PROMOTABLE' }] },
    });
  return vacancy;
}
