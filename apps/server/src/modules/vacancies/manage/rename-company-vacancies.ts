import type { Db } from '../../../platform/db/database.ts';
import { vacancyRepo } from './lib/vacancy.repo.ts';

/**
 * A renamed company's name into each of its vacancies, whatever their state, in the renaming transaction: the search
 * vector is generated from the copy, so a search finds the new name and no longer the old one (ADR 0024).
 */
export async function renameCompanyVacancies({ db, input }: { db: Db; input: { companyId: number; name: string } }) {
  await vacancyRepo.setCompanyName(db, input.companyId, input.name);
}
