import { requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { translate } from '../../platform/i18n/server-i18n.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { conversationCandidates } from '../candidates/index.ts';
import { companyDirectory } from '../companies/index.ts';
import { listCompanyVacancies } from '../vacancies/index.ts';
import { roomReaderOf } from './room-access.ts';

export type GetFirstTextOptions = UseCaseArgs<{ candidate_id: number; vacancy_id?: number }, 'registry'>;

/**
 * `GET messages/first-text`: the opening a company member may start from when writing to a candidate, in the
 * member's language, naming the company, the candidate's desired position and, if given, one of the company's open
 * vacancies. The same candidates as `POST me/rooms` writes to; contacts never go into it.
 */
export async function getFirstText({ actor, input, db, registry }: GetFirstTextOptions): Promise<{ text: string }> {
  requirePermission(actor, 'create:room:own');
  const reader = await roomReaderOf(db, actor);
  if (reader.kind !== 'company') throw new AppError('COMPANY_MEMBER_ONLY');
  const pair = { candidate_id: input.candidate_id, company_id: reader.company_id };
  const [candidates, companies] = await Promise.all([
    conversationCandidates(db, 'company', [pair], registry),
    companyDirectory.cardsByIds(db, [reader.company_id]),
  ]);
  const candidate = candidates.get(`${pair.candidate_id}:${pair.company_id}`);
  if (!candidate || candidate.is_hidden || !(candidate.is_listed || candidate.is_opened || candidate.is_shared))
    throw new AppError('CANDIDATE_NOT_FOUND');
  const company = companies.get(reader.company_id)?.name ?? '';
  if (input.vacancy_id === undefined)
    return { text: translate(actor.locale, 'Messaging:firstText.general', { company, position: candidate.label }) };
  const vacancies = await listCompanyVacancies({ db, input: { companyId: reader.company_id } });
  const vacancy = vacancies.find((item) => item.id === input.vacancy_id);
  if (!vacancy) throw new AppError('VACANCY_NOT_FOUND');
  return {
    text: translate(actor.locale, 'Messaging:firstText.vacancy', {
      company,
      position: candidate.label,
      vacancy: vacancy.title,
    }),
  };
}
