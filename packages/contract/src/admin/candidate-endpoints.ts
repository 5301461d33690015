import { errorsOf } from '../app-errors.ts';
import { ZSaveCandidateRequest } from '../candidates/candidate.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZAdminCandidateDetail, ZAdminCreateCandidateRequest } from './candidates.ts';
import { ZAdminItemParams } from './moderation.ts';
import { ZAdminUserChange } from './users.ts';

const endpoint = endpointsOf({ tags: ['admin'], auth: 'required' });

export const createAdminCandidate = endpoint({
  method: 'POST',
  path: '/api/admin/candidates',
  summary:
    'Admins: a new worker account (claimed later through “forgot password”, no mail before) with its approved profile',
  body: ZAdminCreateCandidateRequest,
  status: 201,
  response: ZAdminCandidateDetail,
  errors: errorsOf('FORBIDDEN', 'USER_ALREADY_EXIST', 'UNKNOWN_REFERENCE'),
});
export const getAdminCandidate = endpoint({
  method: 'GET',
  path: '/api/admin/candidates/{id}',
  summary: 'Admins: one candidate’s whole profile and its account, whatever its status',
  params: ZAdminItemParams,
  response: ZAdminCandidateDetail,
  errors: errorsOf('FORBIDDEN', 'ADMIN_ITEM_NOT_FOUND'),
});
export const updateAdminCandidate = endpoint({
  method: 'PUT',
  path: '/api/admin/candidates/{id}',
  summary: 'Admins: replace a candidate’s profile (the owner’s rules; its moderation status stays)',
  params: ZAdminItemParams,
  body: ZSaveCandidateRequest,
  response: ZAdminCandidateDetail,
  errors: errorsOf('FORBIDDEN', 'ADMIN_ITEM_NOT_FOUND', 'UNKNOWN_REFERENCE'),
});
export const convertCandidateToCompany = endpoint({
  method: 'POST',
  path: '/api/admin/candidates/{id}/convert-to-company',
  summary:
    'Admins: the candidate’s worker account becomes an employer account; the profile is closed and its personal data erased',
  params: ZAdminItemParams,
  response: ZAdminUserChange,
  errors: errorsOf(
    'FORBIDDEN',
    'ADMIN_ITEM_NOT_FOUND',
    'ADMIN_USER_NOT_FOUND',
    'ADMIN_TARGET_SELF',
    'ADMIN_TARGET_ADMIN',
    'CANDIDATE_CONVERT_HAS_COMPANY',
    'CANDIDATE_CONVERT_HAS_APPLICATIONS',
  ),
});
