import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { candidateSearch, type MatchCriteria } from './lib/candidate-search.ts';
import { type CandidatesPage, cardsPageOf } from './lib/cards-page.ts';

/**
 * The input is what a vacancy asks for, and the company it is for: candidates who hid their profile from that company
 * are left out, whoever asks for them (its member, or an admin looking at its vacancy). The caller has checked the
 * actor may read candidates for that company.
 */
export type MatchCandidatesOptions = UseCaseArgs<MatchCriteria & { company_id: number; page: number }>;

/**
 * Candidates for a vacancy (`GET vacancies/candidates`, through the vacancies module): anonymous cards of listed
 * candidates sharing a specialization or technology with it, those matching it most first. Cards only, whoever
 * reads: a company sees who a candidate is on the profile, where the consent model decides (ADR 0023).
 */
export async function matchCandidates({ actor, input, db }: MatchCandidatesOptions): Promise<CandidatesPage> {
  requirePermission(actor, 'read:candidate:any');
  const { company_id, page, ...criteria } = input;
  return cardsPageOf(db, actor.locale, page, (paging) =>
    candidateSearch.matching(db, criteria, { companyId: company_id }, paging),
  );
}
