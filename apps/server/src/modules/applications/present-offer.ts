import type { TOffer, TOfferSource, TOfferStatus, TSentOffer } from '@hushwork/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Registry } from '../../platform/registry.ts';
import { candidateDirectory } from '../candidates/index.ts';
import { companyDirectory } from '../companies/index.ts';
import { vacancyDirectory } from '../vacancies/index.ts';
import type { OfferRow } from './offer.repo.ts';

const common = (row: OfferRow) => ({
  id: row.id,
  source: row.source as TOfferSource,
  message: row.message,
  status: row.status as TOfferStatus,
  answered_at: row.answered_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

/**
 * Offers as the worker they were sent to (or an admin for an outstaffer) reads them: the vacancy's and company's cards,
 * and whether the profile is open to that company already (accepting then shows it nothing new).
 */
export async function presentOffers(db: Db, actor: Actor, rows: OfferRow[]): Promise<TOffer[]> {
  if (rows.length === 0) return [];
  const [vacancies, companies] = await Promise.all([
    vacancyDirectory.cardsByIds(
      db,
      actor.locale,
      rows.map((row) => row.vacancy_id),
    ),
    companyDirectory.cardsByIds(
      db,
      rows.map((row) => row.company_id),
    ),
  ]);
  // A worker's offers are all to their one profile; the loop only keeps a mixed list honest.
  const opened = new Set<string>();
  for (const candidateId of new Set(rows.map((row) => row.candidate_id))) {
    const companyIds = rows.filter((row) => row.candidate_id === candidateId).map((row) => row.company_id);
    for (const id of await candidateDirectory.openedCompanies(db, candidateId, companyIds)) {
      opened.add(`${candidateId}:${id}`);
    }
  }
  return rows.map((row) => {
    const company = companies.get(row.company_id);
    return {
      ...common(row),
      is_opened: opened.has(`${row.candidate_id}:${row.company_id}`),
      is_read: row.is_read_by_worker,
      vacancy_id: row.vacancy_id,
      vacancy: vacancies.get(row.vacancy_id) ?? null,
      company: company
        ? {
            id: company.id,
            slug: company.slug,
            name: company.name,
            logo_id: company.logo_id,
            is_listed: company.is_listed,
          }
        : { id: row.company_id, slug: '', name: '', logo_id: null, is_listed: false },
    };
  });
}

/**
 * Offers as the company that sent them reads them: the candidate's anonymous card (who they are is the candidates'
 * own call, answered in full once approving opened the profile), never a name or contact here.
 */
export async function presentSentOffers(
  db: Db,
  actor: Actor,
  rows: OfferRow[],
  registry: Registry,
): Promise<TSentOffer[]> {
  if (rows.length === 0) return [];
  const [vacancies, candidates] = await Promise.all([
    vacancyDirectory.titlesByIds(
      db,
      rows.map((row) => row.vacancy_id),
    ),
    candidateDirectory.cardsFor(
      db,
      actor,
      rows.map((row) => row.candidate_id),
      registry,
    ),
  ]);
  return rows.map((row) => ({
    ...common(row),
    is_answer_read: row.answer_read_by_company,
    application_id: row.application_id,
    vacancy: vacancies.get(row.vacancy_id) ?? { id: row.vacancy_id, slug: '', title: '' },
    candidate: candidates.get(row.candidate_id)?.card ?? null,
  }));
}
