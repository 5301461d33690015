import { VACANCIES } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import { vacancyRepo } from '../manage/lib/vacancy.repo.ts';

/**
 * A company's open, approved vacancies, newest first, for its page's Vacancies tab (the companies module checks the
 * company may be shown and calls this).
 */
export async function listCompanyVacancies({ db, input }: { db: Db; input: { companyId: number } }) {
  const rows = await vacancyRepo.listLiveOfCompany(db, input.companyId, VACANCIES.pagesMax * VACANCIES.pageSize);
  return rows.map((row) => ({ id: row.id, slug: row.slug, title: row.title }));
}

/** How many open, approved vacancies each company has (a company card's count), in one query per page. */
export function countCompanyVacancies({ db, input }: { db: Db; input: { companyIds: number[] } }) {
  return vacancyRepo.countLiveByCompany(db, [...new Set(input.companyIds)]);
}
