import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { dataOf } from '../envelope.ts';
import { ZCandidateSlugParams } from './candidate.ts';
import {
  ZCandidateListPage,
  ZCandidateSearchPick,
  ZListCandidatesQuery,
  ZQuickSearchCandidates,
  ZQuickSearchCandidatesQuery,
} from './query.ts';

const endpoint = endpointsOf({ tags: ['candidates'], auth: 'optional' });

/**
 * Finding candidates. Every answer is anonymous cards: listed profiles (approved and public) only, without those
 * hidden from the reader's company.
 */
export const listCandidates = endpoint({
  method: 'GET',
  path: '/api/candidates',
  summary: 'Listed candidates: full-text search, filters, sorting and paging',
  query: ZListCandidatesQuery,
  response: ZCandidateListPage,
  errors: {},
});
export const quickSearchCandidates = endpoint({
  method: 'GET',
  path: '/api/search/candidates',
  summary:
    'The header’s search box: desired positions and skills matching a term, the best few candidates and their total',
  query: ZQuickSearchCandidatesQuery,
  response: ZQuickSearchCandidates,
  errors: {},
});
/**
 * The search box's pick: one listed candidate's card by slug. The landing pages /candidates/search/{key} are not a
 * call of their own: their filters are `CANDIDATE_LANDINGS` (landings.ts), sent to `GET candidates`.
 */
export const getSearchCandidate = endpoint({
  method: 'GET',
  path: '/api/search/candidate/{slug}',
  summary: 'The search box’s pick: a listed candidate’s anonymous card by slug (named only where it is opened)',
  params: ZCandidateSlugParams,
  response: dataOf(ZCandidateSearchPick),
  errors: errorsOf('FORBIDDEN', 'CANDIDATE_NOT_FOUND'),
});
