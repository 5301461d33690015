import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZOk } from '../envelope.ts';
import {
  ZCreateMailingRequest,
  ZMailingAnswer,
  ZMailingOptOut,
  ZMailingParams,
  ZMailingUnsubscribeRequest,
  ZSetMailingOptOutRequest,
} from './mailing.ts';
import { ZResumeParams } from './resume.ts';

/**
 * A signed-in seeker's mailings of their own resumes (a guest's resume is claimed first). Another user's mailing,
 * or resume, is the same 404 as a missing one.
 */
const endpoint = endpointsOf({ tags: ['resumes'], auth: 'required' });

export const createResumeMailing = endpoint({
  method: 'POST',
  path: '/api/resume-builder/{id}/mailing',
  summary: 'Start a mailing of the resume to the vacancies picked (or the autosender’s), waiting for its payment',
  params: ZResumeParams,
  body: ZCreateMailingRequest,
  status: 201,
  response: ZMailingAnswer,
  errors: errorsOf('FORBIDDEN', 'RESUME_NOT_FOUND', 'MAILING_TARGET_INVALID'),
});
export const activateResumeMailing = endpoint({
  method: 'POST',
  path: '/api/resume-mailing/{id}/activate',
  summary: 'Resume a paused mailing: it sends again (an `auto` one within its paid period)',
  params: ZMailingParams,
  response: ZMailingAnswer,
  errors: errorsOf('FORBIDDEN', 'MAILING_NOT_FOUND', 'MAILING_NOT_PAID'),
});
export const deactivateResumeMailing = endpoint({
  method: 'POST',
  path: '/api/resume-mailing/{id}/deactivate',
  summary: 'Pause a mailing: nothing more is sent until it is activated again',
  params: ZMailingParams,
  response: ZMailingAnswer,
  errors: errorsOf('FORBIDDEN', 'MAILING_NOT_FOUND'),
});
export const deleteResumeMailing = endpoint({
  method: 'DELETE',
  path: '/api/resume-mailing/{id}',
  summary: 'Delete a mailing and its log; an `auto` one’s subscription is not renewed',
  params: ZMailingParams,
  response: ZOk,
  errors: errorsOf('FORBIDDEN', 'MAILING_NOT_FOUND'),
});
export const getMailingOptOut = endpoint({
  method: 'GET',
  path: '/api/resume-mailing/company-opt-out',
  summary: 'Whether the company gets resume mailings (its team reads it)',
  response: ZMailingOptOut,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED'),
});
export const setMailingOptOut = endpoint({
  method: 'PUT',
  path: '/api/resume-mailing/company-opt-out',
  summary: 'The company’s owner stops (or allows again) every resume mailing to the company',
  body: ZSetMailingOptOutRequest,
  response: ZMailingOptOut,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED', 'OWNER_ONLY'),
});
export const unsubscribeFromMailings = endpoint({
  method: 'POST',
  path: '/api/resume-mailing/unsubscribe',
  summary: 'The link in a mailing’s mail: its address gets no resume mailing again',
  auth: 'none',
  body: ZMailingUnsubscribeRequest,
  response: ZOk,
  errors: errorsOf('MAILING_NOT_FOUND'),
});
