import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { matchCandidates } from '../../candidates/index.ts';
import { findManagedVacancy } from './lib/vacancy-policy.ts';

export type ListVacancyCandidatesOptions = UseCaseArgs<{ vacancy_id: number; page: number }>;

/**
 * `GET vacancies/candidates`: the candidates who fit one of the company's vacancies, for its team (and admins), as
 * anonymous cards. Who may ask is the vacancy's management rule (another company's vacancy is not found); who fits,
 * and who hid from the company, is the candidates module's to say.
 */
export async function listVacancyCandidates({ actor, input, db }: ListVacancyCandidatesOptions) {
  const { row } = await findManagedVacancy(db, actor, input.vacancy_id);
  return matchCandidates({
    actor,
    db,
    input: {
      company_id: row.company_id,
      specialization_ids: row.specialization_ids,
      keyword_ids: row.keyword_ids,
      seniority: row.seniority,
      city_ids: row.city_ids,
      country_ids: row.country_ids,
      is_remote: row.is_remote,
      page: input.page,
    },
  });
}
