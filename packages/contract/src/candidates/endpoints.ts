import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { dataOf, listOf, ZOk } from '../envelope.ts';
import {
  ZCandidateIdParams,
  ZCandidateNote,
  ZCandidateNoteRequest,
  ZCandidatePublication,
  ZCandidateRating,
  ZCandidateRatingRequest,
  ZCandidateSlug,
  ZCandidateSlugParams,
  ZDesiredPosition,
  ZDesiredPositionsQuery,
  ZSaveCandidateRequest,
} from './candidate.ts';
import { ZCandidateContact, ZCandidateContactParams, ZCandidateContacts } from './contacts.ts';
import { ZCandidateDetails, ZCandidateOwn } from './views.ts';

const endpoint = endpointsOf({ tags: ['candidates'], auth: 'required' });

/** Calls that read one profile answer 404 alike for a missing, hidden, unapproved or not public one. */
const readErrors = errorsOf('FORBIDDEN', 'CANDIDATE_NOT_FOUND');
/** Calls a company member makes about a candidate. */
const companyErrors = errorsOf('FORBIDDEN', 'CANDIDATE_NOT_FOUND', 'COMPANY_MEMBER_ONLY');

export const getCandidate = endpoint({
  method: 'GET',
  path: '/api/candidates/{id}',
  summary: 'One candidate: anonymous, or with name and contacts for its owner and companies it is opened to',
  auth: 'optional',
  params: ZCandidateIdParams,
  response: dataOf(ZCandidateDetails),
  errors: readErrors,
});
export const getCandidateBySlug = endpoint({
  method: 'GET',
  path: '/api/candidates/slug/{slug}',
  summary: 'One candidate by the slug of its page /candidate/{slug}',
  auth: 'optional',
  params: ZCandidateSlugParams,
  response: dataOf(ZCandidateDetails),
  errors: readErrors,
});
export const getCandidateSlug = endpoint({
  method: 'GET',
  path: '/api/candidates/get-slug/{id}',
  summary: 'The slug of a candidate’s page, for links that know only the id',
  auth: 'optional',
  params: ZCandidateIdParams,
  response: dataOf(ZCandidateSlug),
  errors: readErrors,
});
export const listDesiredPositions = endpoint({
  method: 'GET',
  path: '/api/candidates/desired_positions',
  summary: 'Desired positions of listed candidates that match a term, most common first (autocomplete)',
  auth: 'none',
  query: ZDesiredPositionsQuery,
  response: listOf(ZDesiredPosition),
  errors: {},
});
export const getMyCandidate = endpoint({
  method: 'GET',
  path: '/api/me/candidate',
  summary: 'The signed-in worker’s own profile, everything in it',
  response: dataOf(ZCandidateOwn),
  errors: errorsOf('FORBIDDEN', 'CANDIDATE_PROFILE_MISSING'),
});
export const saveMyCandidate = endpoint({
  method: 'POST',
  path: '/api/me/candidate',
  summary: 'Create or replace the signed-in worker’s profile; a new or publicly changed profile awaits moderation',
  body: ZSaveCandidateRequest,
  response: dataOf(ZCandidateOwn),
  errors: errorsOf('FORBIDDEN', 'UNKNOWN_REFERENCE'),
});
export const updateCandidate = endpoint({
  method: 'PUT',
  path: '/api/candidates/{id}',
  summary: 'Replace a profile by its id: its owner (as POST me/candidate does) or an admin',
  params: ZCandidateIdParams,
  body: ZSaveCandidateRequest,
  response: dataOf(ZCandidateOwn),
  errors: errorsOf('FORBIDDEN', 'CANDIDATE_NOT_FOUND', 'UNKNOWN_REFERENCE'),
});
export const publishMyCandidate = endpoint({
  method: 'PATCH',
  path: '/api/me/candidate/published_at',
  summary: 'Raise the profile’s publication date to now (moves it up the lists), at most once per 24 hours',
  response: dataOf(ZCandidatePublication),
  errors: errorsOf('FORBIDDEN', 'CANDIDATE_PROFILE_MISSING', 'PUBLISH_TOO_SOON'),
});
export const rateCandidate = endpoint({
  method: 'POST',
  path: '/api/candidates/rating',
  summary: 'The signed-in member’s company rates a candidate (1–5), for its own team only',
  body: ZCandidateRatingRequest,
  response: dataOf(ZCandidateRating),
  errors: companyErrors,
});
export const saveCandidateNote = endpoint({
  method: 'POST',
  path: '/api/candidates/{id}/note',
  summary: 'Keep the company’s private note about a candidate (its team sees it, nobody else)',
  params: ZCandidateIdParams,
  body: ZCandidateNoteRequest,
  response: dataOf(ZCandidateNote),
  errors: companyErrors,
});
export const deleteCandidateNote = endpoint({
  method: 'DELETE',
  path: '/api/candidates/{id}/note',
  summary: 'Remove the company’s note about a candidate',
  params: ZCandidateIdParams,
  response: ZOk,
  errors: companyErrors,
});
export const getCandidateContact = endpoint({
  method: 'GET',
  path: '/api/candidates/{id}/contacts/{type}',
  summary: 'One contact of a candidate, for members of a company the profile is opened to',
  params: ZCandidateContactParams,
  response: dataOf(ZCandidateContact),
  errors: errorsOf(
    'FORBIDDEN',
    'CANDIDATE_NOT_FOUND',
    'COMPANY_MEMBER_ONLY',
    'PROFILE_NOT_OPENED',
    'CONTACT_NOT_FOUND',
  ),
});
export const revealCandidateContacts = endpoint({
  method: 'POST',
  path: '/api/candidates/{id}/public-contacts',
  summary: 'All contacts of a candidate at once, for a company it is opened to; the candidate sees when it was asked',
  params: ZCandidateIdParams,
  response: dataOf(ZCandidateContacts),
  errors: errorsOf('FORBIDDEN', 'CANDIDATE_NOT_FOUND', 'COMPANY_MEMBER_ONLY', 'PROFILE_NOT_OPENED'),
});

export * from './entry-endpoints.ts';
export * from './file-endpoints.ts';
export * from './opening-endpoints.ts';
export * from './search-endpoints.ts';
