import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZBinary } from '../files/files.ts';
import { ZBillingDetailsAnswer, ZInvoiceQuery, ZUpdateBillingDetailsRequest } from './billing-details.ts';
import { ZOrderParams } from './order.ts';

const endpoint = endpointsOf({ tags: ['billing'], auth: 'required' });

export const downloadInvoice = endpoint({
  method: 'GET',
  path: '/api/me/orders/{id}/invoice',
  summary:
    'A paid order’s invoice as a PDF, in the page’s language (`locale`, else the reader’s); the buyer as recorded',
  params: ZOrderParams,
  query: ZInvoiceQuery,
  response: ZBinary,
  responseTypes: ['application/pdf'],
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED', 'ORDER_NOT_FOUND', 'ORDER_NOT_PAID'),
});
export const getBillingDetails = endpoint({
  method: 'GET',
  path: '/api/me/billing-details',
  summary: 'What the company’s invoices name as the buyer: its legal name, address and VAT number',
  response: ZBillingDetailsAnswer,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED'),
});
export const updateBillingDetails = endpoint({
  method: 'PUT',
  path: '/api/me/billing-details',
  summary: 'Set what the company’s next invoices name as the buyer (the owner’s); invoices issued stay as they were',
  body: ZUpdateBillingDetailsRequest,
  response: ZBillingDetailsAnswer,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED', 'OWNER_ONLY'),
});
