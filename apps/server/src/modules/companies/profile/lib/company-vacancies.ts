import type { Locale, TVacancyCard } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import type { Registry } from '../../../../platform/registry.ts';

/** A page of a company's open, approved vacancies as cards, and how many there are in all. */
export type CompanyVacanciesPage = { list: TVacancyCard[]; total: number };

/**
 * What companies reads of the vacancies domain (a page of a company's open vacancies, their counts) and tells it (a
 * company's new name, which its vacancies copy for the search).
 */
type CompanyVacancies = {
  page(options: { db: Db; input: { companyId: number; page: number; locale: Locale } }): Promise<CompanyVacanciesPage>;
  count(options: { db: Db; input: { companyIds: number[] } }): Promise<Map<number, number>>;
  rename(options: { db: Db; input: { companyId: number; name: string } }): Promise<void>;
};

declare module '../../../../platform/module.ts' {
  interface ModulePorts {
    /**
     * Vacancies load after companies and use its directory, so companies never imports them (that would be a cycle):
     * the vacancies module provides its use cases here. Without one, a company has no vacancies.
     */
    companyVacancies: CompanyVacancies;
  }
}

export const pageVacanciesOf = (
  db: Db,
  input: { companyId: number; page: number; locale: Locale },
  registry: Registry,
): Promise<CompanyVacanciesPage> =>
  registry.ports.companyVacancies?.page({ db, input }) ?? Promise.resolve({ list: [], total: 0 });

export const countVacanciesOf = (db: Db, companyIds: number[], registry: Registry): Promise<Map<number, number>> => {
  const source = registry.ports.companyVacancies;
  return source && companyIds.length > 0 ? source.count({ db, input: { companyIds } }) : Promise.resolve(new Map());
};

/** Tells the vacancies a company's new name, in the caller's transaction, so the search never finds the old one. */
export const renameVacanciesOf = async (db: Db, companyId: number, name: string, registry: Registry): Promise<void> => {
  await registry.ports.companyVacancies?.rename({ db, input: { companyId, name } });
};
