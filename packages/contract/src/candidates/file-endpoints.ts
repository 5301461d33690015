import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { dataOf } from '../envelope.ts';
import { IMAGE_UPLOAD_ERRORS } from '../files/errors.ts';
import { IMAGE_CONTENT_TYPE, ZBinary, ZImageQuery, ZUploadRequest } from '../files/files.ts';
import { ZCandidateIdParams } from './candidate.ts';
import { ZCandidateOwn } from './views.ts';

const endpoint = endpointsOf({ tags: ['candidates'], auth: 'required' });

/**
 * The photo and the CV are private: stored by the files platform, never under a public address. The photo is served
 * by `getCandidatePhoto` and the CV by `GET /api/files/{id}`, each to the owner, companies the profile is opened to
 * and admins only.
 */
export const uploadCandidatePhoto = endpoint({
  method: 'POST',
  path: '/api/me/candidate/photo',
  summary: 'Set the profile’s photo (private; replaces the previous one)',
  contentType: 'multipart/form-data',
  body: ZUploadRequest,
  status: 201,
  response: dataOf(ZCandidateOwn),
  errors: { ...IMAGE_UPLOAD_ERRORS, ...errorsOf('FORBIDDEN', 'CANDIDATE_PROFILE_MISSING') },
});
export const deleteCandidatePhoto = endpoint({
  method: 'DELETE',
  path: '/api/me/candidate/photo',
  summary: 'Remove the profile’s photo',
  response: dataOf(ZCandidateOwn),
  errors: errorsOf('FORBIDDEN', 'CANDIDATE_PROFILE_MISSING'),
});
export const uploadCandidateCv = endpoint({
  method: 'POST',
  path: '/api/me/candidate/cv',
  summary: 'Attach a CV (PDF or DOCX; replaces the previous one)',
  contentType: 'multipart/form-data',
  body: ZUploadRequest,
  status: 201,
  response: dataOf(ZCandidateOwn),
  errors: errorsOf('FORBIDDEN', 'FILE_TYPE_NOT_ALLOWED', 'CANDIDATE_PROFILE_MISSING', 'CV_TYPE_NOT_ALLOWED'),
});
export const deleteCandidateCv = endpoint({
  method: 'DELETE',
  path: '/api/me/candidate/cv',
  summary: 'Remove the CV',
  response: dataOf(ZCandidateOwn),
  errors: errorsOf('FORBIDDEN', 'CANDIDATE_PROFILE_MISSING'),
});
export const getCandidatePhoto = endpoint({
  method: 'GET',
  path: '/api/candidates/{id}/photo',
  summary: 'A candidate’s photo, for its owner, companies the profile is opened to and admins (never cached publicly)',
  auth: 'optional',
  params: ZCandidateIdParams,
  query: ZImageQuery,
  response: ZBinary,
  responseTypes: [IMAGE_CONTENT_TYPE],
  errors: errorsOf('CANDIDATE_PHOTO_NOT_FOUND'),
});
