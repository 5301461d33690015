import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZOk } from '../envelope.ts';
import {
  ZHireAnswer,
  ZHireCandidatesAnswer,
  ZHireParams,
  ZHiresAnswer,
  ZHireVacanciesAnswer,
  ZPayHireRequest,
  ZReportHireRequest,
} from './hiring.ts';
import { ZPaymentSession } from './order.ts';

const endpoint = endpointsOf({ tags: ['billing'], auth: 'required' });

export const listHires = endpoint({
  method: 'GET',
  path: '/api/successful-hiring',
  summary: 'The hires the company reported, with their fees and whether each is paid or overdue',
  response: ZHiresAnswer,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED'),
});
export const listHireCandidates = endpoint({
  method: 'GET',
  path: '/api/successful-hiring/candidates',
  summary: 'The company’s job offers a candidate accepted and it has not reported yet',
  response: ZHireCandidatesAnswer,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED'),
});
export const listHireVacancies = endpoint({
  method: 'GET',
  path: '/api/successful-hiring/vacancies',
  summary: 'The company’s vacancies with an accepted job offer not reported yet',
  response: ZHireVacanciesAnswer,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED'),
});
export const reportHire = endpoint({
  method: 'POST',
  path: '/api/successful-hiring',
  summary: 'Report a hire: an accepted job offer of the team; its fee is due within the days the terms give',
  body: ZReportHireRequest,
  status: 201,
  response: ZHireAnswer,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED', 'HIRE_NOT_REPORTABLE'),
});
export const withdrawHire = endpoint({
  method: 'DELETE',
  path: '/api/successful-hiring/{id}',
  summary: 'Withdraw a hire reported by mistake, while nothing has been paid for it',
  params: ZHireParams,
  response: ZOk,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED', 'HIRE_NOT_FOUND', 'HIRE_PAID'),
});
export const payHire = endpoint({
  method: 'POST',
  path: '/api/successful-hiring/{id}/pay',
  summary: 'Pay a hire’s fee: answers the payment the provider’s card form confirms',
  params: ZHireParams,
  body: ZPayHireRequest,
  status: 201,
  response: ZPaymentSession,
  errors: errorsOf(
    'FORBIDDEN',
    'COMPANY_REQUIRED',
    'OWNER_ONLY',
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'PROMO_CODE_INVALID',
    'HIRE_NOT_FOUND',
    'HIRE_PAID',
  ),
});
