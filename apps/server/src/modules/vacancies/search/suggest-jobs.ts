import { type TJobSuggestions, VACANCIES } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyDirectory } from '../../companies/index.ts';
import { referenceIndexOf } from '../manage/lib/reference-index.ts';
import { vacancyRepo } from '../manage/lib/vacancy.repo.ts';
import { suggestTitles } from './lib/vacancy-search.ts';

export type SuggestJobsOptions = UseCaseArgs<{ search: string }>;

const fold = (text: string) => text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

/** The header's search box: open vacancies whose title holds the text, and technologies whose name starts with it. */
export async function suggestJobs({ actor, input, db }: SuggestJobsOptions): Promise<TJobSuggestions> {
  requirePermission(actor, 'read:vacancy:any');
  const limit = VACANCIES.autocompleteLimit;
  const [rows, index] = await Promise.all([
    suggestTitles(db, input.search, limit).then((ids) => vacancyRepo.findByIds(db, ids)),
    referenceIndexOf(db, actor.locale),
  ]);
  const companies = await companyDirectory.cardsByIds(
    db,
    rows.map((row) => row.company_id),
  );
  const term = fold(input.search);
  const keywords = [...index.keywords.byId.values()]
    .filter((keyword) => fold(keyword.name).startsWith(term) || keyword.slug.startsWith(term))
    .slice(0, limit);
  return {
    vacancies: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      company: companies.get(row.company_id)?.name ?? '',
    })),
    keywords: keywords.map(({ id, slug, name }) => ({ id, slug, name })),
  };
}
