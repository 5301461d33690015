import { errorsOf } from '../app-errors.ts';
import { defineEndpoint } from '../endpoint.ts';
import { dataOf } from '../envelope.ts';
import { ZCandidateSlugParams } from './candidate.ts';
import {
  ZCandidateSearchPick,
  ZCandidatesPage,
  ZListCandidatesQuery,
  ZQuickSearchCandidates,
  ZQuickSearchCandidatesQuery,
} from './query.ts';

const tags = ['candidates'] as const;

/**
 * Finding candidates. Every answer is anonymous cards: listed profiles (approved and public) only, without those
 * hidden from the reader's company.
 */
export const listCandidates = defineEndpoint({
  method: 'GET',
  path: '/api/candidates',
  summary: 'Listed candidates: full-text search, filters, sorting and paging',
  tags,
  auth: 'optional',
  query: ZListCandidatesQuery,
  response: ZCandidatesPage,
  errors: {},
});
export const quickSearchCandidates = defineEndpoint({
  method: 'GET',
  path: '/api/search/candidates',
  summary:
    'The header’s search box: desired positions and skills matching a term, the best few candidates and their total',
  tags,
  auth: 'optional',
  query: ZQuickSearchCandidatesQuery,
  response: ZQuickSearchCandidates,
  errors: {},
});
/**
 * The search box's pick: one listed candidate's card by slug. The landing pages /candidates/search/{key} are not a
 * call of their own: their filters are `CANDIDATE_LANDINGS` (landings.ts), sent to `GET candidates`.
 */
export const getSearchCandidate = defineEndpoint({
  method: 'GET',
  path: '/api/search/candidate/{slug}',
  summary: 'The search box’s pick: a listed candidate’s anonymous card by slug (named only where it is opened)',
  tags,
  auth: 'optional',
  params: ZCandidateSlugParams,
  response: dataOf(ZCandidateSearchPick),
  errors: errorsOf('FORBIDDEN', 'CANDIDATE_NOT_FOUND'),
});
