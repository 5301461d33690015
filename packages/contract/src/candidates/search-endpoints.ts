import { defineEndpoint } from '../endpoint.ts';
import {
  ZCandidateLanding,
  ZCandidateLandingParams,
  ZCandidateLandingQuery,
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
  summary: 'The best few candidates for a term and their total, for the header’s search box',
  tags,
  auth: 'optional',
  query: ZQuickSearchCandidatesQuery,
  response: ZQuickSearchCandidates,
  errors: {},
});
export const getCandidateLanding = defineEndpoint({
  method: 'GET',
  path: '/api/search/candidate/{slug}',
  summary: 'A candidates landing page (/candidates/search/{slug}): its words and a page of its candidates',
  tags,
  auth: 'optional',
  params: ZCandidateLandingParams,
  query: ZCandidateLandingQuery,
  response: ZCandidateLanding,
  errors: {},
});
