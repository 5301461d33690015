import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZMailingParams, ZMyMailings } from '../resumes/mailing.ts';
import { ZListOrdersQuery, ZOrdersPage, ZPaymentSession } from './order.ts';
import { ZPayResumeMailingRequest, ZResumeMailingPaymentInfo } from './resume-mailing.ts';

/** A job seeker pays for their resume mailing: once (`one_time`) or monthly (`auto`), through the same gateway. */
const endpoint = endpointsOf({ tags: ['billing'], auth: 'required' });

export const payResumeMailing = endpoint({
  method: 'POST',
  path: '/api/resume-mailing/{id}/pay',
  summary: 'Pay for a mailing waiting for payment: once, or monthly for `auto`; answers the payment to confirm',
  params: ZMailingParams,
  body: ZPayResumeMailingRequest,
  status: 201,
  response: ZPaymentSession,
  errors: errorsOf(
    'FORBIDDEN',
    'MAILING_NOT_FOUND',
    'ORDER_ALREADY_PAID',
    'PROMO_CODE_INVALID',
    'PAYMENT_PROVIDER_UNAVAILABLE',
  ),
});
export const getResumeMailingPaymentInfo = endpoint({
  method: 'GET',
  path: '/api/resume-mailing/{id}/payment/info',
  summary: 'A mailing’s price and the state of its payment, for the checkout page',
  params: ZMailingParams,
  response: ZResumeMailingPaymentInfo,
  errors: errorsOf('FORBIDDEN', 'MAILING_NOT_FOUND'),
});
export const listResumeMailingPayments = endpoint({
  method: 'GET',
  path: '/api/resume-mailing/payments',
  summary: 'The seeker’s resume mailing orders, newest first',
  query: ZListOrdersQuery,
  response: ZOrdersPage,
  errors: errorsOf('FORBIDDEN'),
});
export const listMyResumeMailings = endpoint({
  method: 'GET',
  path: '/api/resume-mailing/my',
  summary: 'The seeker’s mailings, their state and their sending logs',
  response: ZMyMailings,
  errors: errorsOf('FORBIDDEN'),
});
