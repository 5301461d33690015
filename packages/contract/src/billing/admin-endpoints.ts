import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { dataOf } from '../envelope.ts';
import { ZAdminOrder, ZAdminOrdersPage, ZAdminOrdersQuery, ZRefundParams, ZRefundRequest } from './admin-orders.ts';

const endpoint = endpointsOf({ tags: ['billing', 'admin'], auth: 'required' });

export const listAdminOrders = endpoint({
  method: 'GET',
  path: '/api/admin/orders',
  summary: 'Every order with its payer and refunds, newest first, by pay status and product (admins)',
  query: ZAdminOrdersQuery,
  response: ZAdminOrdersPage,
  errors: errorsOf('FORBIDDEN'),
});
export const refundOrder = endpoint({
  method: 'POST',
  path: '/api/admin/orders/{id}/refund',
  summary: 'Give back part or all of a paid order through the provider; recorded with its reason and audited',
  params: ZRefundParams,
  body: ZRefundRequest,
  response: dataOf(ZAdminOrder),
  errors: errorsOf(
    'FORBIDDEN',
    'ORDER_NOT_FOUND',
    'ORDER_NOT_PAID',
    'REFUND_TOO_LARGE',
    'PAYMENT_PROVIDER_UNAVAILABLE',
  ),
});
