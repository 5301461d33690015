import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZVacancyIdParams } from '../vacancies/vacancy.ts';
import {
  ZApplied,
  ZApplyRequest,
  ZMyApplicationsPage,
  ZMyApplicationsQuery,
  ZQuickApplied,
  ZQuickApplyParams,
  ZQuickApplyRequest,
  ZReadRequest,
  ZRejectRequest,
  ZResponseIdParams,
  ZResponseResult,
  ZResponsesPage,
  ZResponsesQuery,
  ZVacancyResponsesQuery,
} from './application.ts';
import {
  ZCompanyOffersQuery,
  ZCreateOfferRequest,
  ZMyOffersQuery,
  ZOfferIdParams,
  ZOfferResult,
  ZOffersPage,
  ZOutstaffOfferParams,
  ZQuickJobParams,
  ZQuickJobRequest,
  ZSentOfferResult,
  ZSentOffersPage,
} from './offer.ts';

const endpoint = endpointsOf({ tags: ['applications'], auth: 'required' });
/** What applying may be refused for, by either form. */
const applyErrors = ['VACANCY_NOT_FOUND', 'VACANCY_PAUSED', 'VACANCY_NOT_OPEN', 'ANSWERS_MISMATCH'] as const;
/** A company's calls on its responses: another company's response answers as one that does not exist. */
const responseErrors = errorsOf('FORBIDDEN', 'COMPANY_REQUIRED', 'RESPONSE_NOT_FOUND');
/** Sending an offer: the vacancy must be the company's and open, the candidate one the company may see. */
const offerErrors = [
  'COMPANY_REQUIRED',
  'VACANCY_NOT_FOUND',
  'VACANCY_PAUSED',
  'VACANCY_NOT_OPEN',
  'CANDIDATE_NOT_FOUND',
  'OFFER_EXISTS',
] as const;

export const applyToVacancy = endpoint({
  method: 'POST',
  path: '/api/job-applications',
  summary:
    'Apply to a vacancy with a cover letter and the candidate profile or a CV, anonymously or with name and contacts',
  body: ZApplyRequest,
  status: 201,
  response: ZApplied,
  errors: errorsOf(
    'FORBIDDEN',
    ...applyErrors,
    'APPLICATION_EXISTS',
    'PROFILE_OR_CV_REQUIRED',
    'ANONYMOUS_NEEDS_PROFILE',
    'CV_NOT_FOUND',
    'COMPANY_HIDDEN',
  ),
});
export const quickApply = endpoint({
  method: 'POST',
  path: '/api/vacancies/quick-apply/{vacancy}',
  summary:
    'Apply as a guest with a name, e-mail, cover letter and CV: makes a worker account finished from a mailed link',
  auth: 'optional',
  params: ZQuickApplyParams,
  contentType: 'multipart/form-data',
  body: ZQuickApplyRequest,
  status: 201,
  response: ZQuickApplied,
  errors: errorsOf('FORBIDDEN', ...applyErrors, 'ACCOUNT_EXISTS', 'FILE_TYPE_NOT_ALLOWED'),
});
export const listVacancyResponses = endpoint({
  method: 'GET',
  path: '/api/me/vacancies/{id}/candidates',
  summary: 'The responses to one of the company’s vacancies, newest first (admins: any vacancy)',
  params: ZVacancyIdParams,
  query: ZVacancyResponsesQuery,
  response: ZResponsesPage,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED', 'VACANCY_NOT_FOUND'),
});
export const listResponses = endpoint({
  method: 'GET',
  path: '/api/me/responses',
  summary: 'The responses to all of the company’s vacancies, by vacancy and read state, newest first',
  query: ZResponsesQuery,
  response: ZResponsesPage,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED'),
});
export const markResponseRead = endpoint({
  method: 'PATCH',
  path: '/api/me/responses/{id}/read',
  summary: 'Mark a response read or unread for the company’s team',
  params: ZResponseIdParams,
  body: ZReadRequest,
  response: ZResponseResult,
  errors: responseErrors,
});
export const rejectResponse = endpoint({
  method: 'POST',
  path: '/api/me/responses/{id}/reject',
  summary: 'Turn a response down with one of the fixed reasons and, optionally, the company’s own words',
  params: ZResponseIdParams,
  body: ZRejectRequest,
  response: ZResponseResult,
  errors: { ...responseErrors, ...errorsOf('RESPONSE_ALREADY_DECIDED') },
});
export const listMyApplications = endpoint({
  method: 'GET',
  path: '/api/me/applications',
  summary: 'The worker’s applications with each vacancy’s card and the company’s answer, newest first',
  query: ZMyApplicationsQuery,
  response: ZMyApplicationsPage,
  errors: errorsOf('FORBIDDEN'),
});
export const createOffer = endpoint({
  method: 'POST',
  path: '/api/job-offers',
  summary: 'Offer one of the company’s open vacancies to a candidate, from a response or the candidate’s page',
  body: ZCreateOfferRequest,
  status: 201,
  response: ZSentOfferResult,
  errors: errorsOf('FORBIDDEN', ...offerErrors, 'RESPONSE_NOT_FOUND', 'RESPONSE_ALREADY_DECIDED'),
});
export const proposeQuickJob = endpoint({
  method: 'POST',
  path: '/api/candidates/quick-job/{candidate_id}',
  summary: 'Propose one of the company’s open vacancies to a candidate in one click (an offer, source quick_job)',
  params: ZQuickJobParams,
  body: ZQuickJobRequest,
  status: 201,
  response: ZSentOfferResult,
  errors: errorsOf('FORBIDDEN', ...offerErrors),
});
const answerOffer = (answer: 'approve' | 'decline') =>
  ({
    method: 'POST',
    path: `/api/job-offers/{id}/${answer}`,
    summary:
      answer === 'approve'
        ? 'Approve an offer sent to the worker (opens their profile to the company)'
        : 'Decline an offer sent to the worker',
    params: ZOfferIdParams,
    response: ZOfferResult,
    errors: errorsOf(
      'FORBIDDEN',
      'OFFER_NOT_FOUND',
      'OFFER_ALREADY_ANSWERED',
      ...(answer === 'approve' ? ['COMPANY_HIDDEN' as const] : []),
    ),
  }) as const;
export const approveOffer = endpoint(answerOffer('approve'));
export const declineOffer = endpoint(answerOffer('decline'));
const answerOutstaffOffer = (answer: 'approve' | 'decline') =>
  ({
    method: 'POST',
    path: `/api/outstaff/{candidate}/job-offers/{offer}/${answer}`,
    summary: `${answer === 'approve' ? 'Approve' : 'Decline'} an offer for an outstaffed candidate, as the platform’s admin`,
    params: ZOutstaffOfferParams,
    response: ZOfferResult,
    errors: errorsOf(
      'FORBIDDEN',
      'CANDIDATE_NOT_FOUND',
      'NOT_OUTSTAFF',
      'OFFER_NOT_FOUND',
      'OFFER_ALREADY_ANSWERED',
      ...(answer === 'approve' ? ['COMPANY_HIDDEN' as const] : []),
    ),
  }) as const;
export const approveOutstaffOffer = endpoint(answerOutstaffOffer('approve'));
export const declineOutstaffOffer = endpoint(answerOutstaffOffer('decline'));
export const listMyOffers = endpoint({
  method: 'GET',
  path: '/api/me/offers',
  summary: 'The offers sent to the worker, newest first (reading the list marks nothing)',
  query: ZMyOffersQuery,
  response: ZOffersPage,
  errors: errorsOf('FORBIDDEN'),
});
export const markOfferRead = endpoint({
  method: 'PATCH',
  path: '/api/me/offers/{id}/read',
  summary: 'Mark an offer read or unread for the worker',
  params: ZOfferIdParams,
  body: ZReadRequest,
  response: ZOfferResult,
  errors: errorsOf('FORBIDDEN', 'OFFER_NOT_FOUND'),
});
export const listCompanyOffers = endpoint({
  method: 'GET',
  path: '/api/me/company/offers',
  summary: 'The offers the company sent, with the candidates’ answers, newest first',
  query: ZCompanyOffersQuery,
  response: ZSentOffersPage,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED'),
});
export const markOfferAnswerRead = endpoint({
  method: 'PATCH',
  path: '/api/me/company/offers/{id}/read',
  summary: 'Mark a candidate’s answer to the company’s offer read or unread for its team',
  params: ZOfferIdParams,
  body: ZReadRequest,
  response: ZSentOfferResult,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED', 'OFFER_NOT_FOUND'),
});
