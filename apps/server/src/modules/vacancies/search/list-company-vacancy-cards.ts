import { type Locale, VACANCIES } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import { presentCards } from '../manage/lib/present-vacancy.ts';
import { vacancyRepo } from '../manage/lib/vacancy.repo.ts';

/**
 * A page of a company's open, approved vacancies as the search's cards, newest first, for its page's Job openings
 * tab (the companies module checks the company may be shown and calls this). Both read the company index.
 */
export async function listCompanyVacancyCards({
  db,
  input,
}: {
  db: Db;
  input: { companyId: number; page: number; locale: Locale };
}) {
  // One after the other: `db` may be a single client, which must not be asked two things at once.
  const rows = await vacancyRepo.listLiveOfCompany(
    db,
    input.companyId,
    VACANCIES.pageSize,
    (input.page - 1) * VACANCIES.pageSize,
  );
  const counts = await vacancyRepo.countLiveByCompany(db, [input.companyId]);
  return { list: await presentCards(db, input.locale, rows), total: counts.get(input.companyId) ?? 0 };
}
