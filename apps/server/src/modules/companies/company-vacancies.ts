import type { Db } from '../../platform/db/database.ts';

/** A company's open job opening as its page's Vacancies tab lists it. */
export type CompanyVacancyItem = { id: number; slug: string; title: string };

/** What companies reads of the vacancies domain: the open, approved vacancies of a company, and their counts. */
export type CompanyVacancies = {
  list(options: { db: Db; input: { companyId: number } }): Promise<CompanyVacancyItem[]>;
  count(options: { db: Db; input: { companyIds: number[] } }): Promise<Map<number, number>>;
};

let source: CompanyVacancies | null = null;

/**
 * Vacancies load after companies and use its directory, so companies never imports them (that would be a cycle): the
 * vacancies module registers its use cases here when it loads. Without one, a company has no vacancies.
 */
export function registerCompanyVacancies(vacancies: CompanyVacancies) {
  source = vacancies;
}

export const listVacanciesOf = (db: Db, companyId: number): Promise<CompanyVacancyItem[]> =>
  source ? source.list({ db, input: { companyId } }) : Promise.resolve([]);

export const countVacanciesOf = (db: Db, companyIds: number[]): Promise<Map<number, number>> =>
  source && companyIds.length > 0 ? source.count({ db, input: { companyIds } }) : Promise.resolve(new Map());
