import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { dataOf, listOf, pagedListOf, ZOk } from '../envelope.ts';
import {
  ZCandidateOpening,
  ZCandidateOpeningParams,
  ZHiddenCompany,
  ZHideCompanyRequest,
  ZOpenedCandidate,
  ZOpenedCandidatesQuery,
  ZOpenProfileRequest,
  ZOutstaffOpenProfileParams,
  ZOutstaffOpenProfileRequest,
} from './openings.ts';

const endpoint = endpointsOf({ tags: ['candidates'], auth: 'required' });

export const openProfile = endpoint({
  method: 'POST',
  path: '/api/open-profile',
  summary: 'Open the signed-in candidate’s name, photo, CV and contacts to a company’s members (again if closed)',
  body: ZOpenProfileRequest,
  response: dataOf(ZCandidateOpening),
  errors: errorsOf('FORBIDDEN', 'CANDIDATE_PROFILE_MISSING', 'COMPANY_NOT_FOUND', 'COMPANY_HIDDEN'),
});
export const closeProfile = endpoint({
  method: 'DELETE',
  path: '/api/open-profile/{company_id}',
  summary: 'Close the profile to a company again: its members see the anonymous profile from now on',
  params: ZCandidateOpeningParams,
  response: ZOk,
  errors: errorsOf('FORBIDDEN', 'CANDIDATE_PROFILE_MISSING', 'OPENING_NOT_FOUND'),
});
export const listProfileOpenings = endpoint({
  method: 'GET',
  path: '/api/open-profile',
  summary: 'The companies the signed-in candidate’s profile is open to',
  response: listOf(ZCandidateOpening),
  errors: errorsOf('FORBIDDEN', 'CANDIDATE_PROFILE_MISSING'),
});
export const openOutstaffProfile = endpoint({
  method: 'POST',
  path: '/api/outstaff/{user_id}/open-profile',
  summary: 'An admin opens an outstaffed candidate’s profile to a company, on the candidate’s behalf',
  params: ZOutstaffOpenProfileParams,
  body: ZOutstaffOpenProfileRequest,
  response: dataOf(ZCandidateOpening),
  errors: errorsOf('FORBIDDEN', 'CANDIDATE_NOT_FOUND', 'NOT_OUTSTAFF', 'COMPANY_NOT_FOUND', 'COMPANY_HIDDEN'),
});
export const listHiddenCompanies = endpoint({
  method: 'GET',
  path: '/api/me/candidate/hidden-companies',
  summary: 'The companies the signed-in candidate hid the profile from',
  response: listOf(ZHiddenCompany),
  errors: errorsOf('FORBIDDEN', 'CANDIDATE_PROFILE_MISSING'),
});
export const hideFromCompany = endpoint({
  method: 'POST',
  path: '/api/me/candidate/hidden-companies',
  summary: 'Hide the profile from a company (the current employer, say); an opening to it is closed',
  body: ZHideCompanyRequest,
  status: 201,
  response: listOf(ZHiddenCompany),
  errors: errorsOf('FORBIDDEN', 'CANDIDATE_PROFILE_MISSING', 'COMPANY_NOT_FOUND', 'HIDDEN_COMPANIES_LIMIT'),
});
export const unhideFromCompany = endpoint({
  method: 'DELETE',
  path: '/api/me/candidate/hidden-companies/{company_id}',
  summary: 'Let a hidden company find the profile again',
  params: ZCandidateOpeningParams,
  response: listOf(ZHiddenCompany),
  errors: errorsOf('FORBIDDEN', 'CANDIDATE_PROFILE_MISSING', 'COMPANY_NOT_FOUND'),
});
export const listOpenedCandidates = endpoint({
  method: 'GET',
  path: '/api/me/company/opened-candidates',
  summary: 'The candidates who opened their profile to the signed-in employer’s company, newest opening first',
  query: ZOpenedCandidatesQuery,
  response: pagedListOf(ZOpenedCandidate),
  errors: errorsOf('FORBIDDEN', 'COMPANY_MEMBER_ONLY'),
});
