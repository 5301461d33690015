import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZOk } from '../envelope.ts';
import { ZListOrdersQuery, ZOrderAnswer, ZOrderParams, ZOrdersPage, ZPaymentSession } from './order.ts';
import { ZCompanyPremium, ZPayCompanyPremiumRequest } from './premium.ts';
import { ZPromoCheckAnswer, ZPromoCheckRequest } from './promo.ts';
import {
  ZCreateSubscriptionRequest,
  ZSubscriptionAnswer,
  ZSubscriptionEmailRequest,
  ZSubscriptionParams,
  ZSubscriptionsAnswer,
  ZUpdateSubscriptionRequest,
} from './subscription.ts';
import { ZProviderEvent, ZProviderEventAnswer } from './webhook.ts';

const endpoint = endpointsOf({ tags: ['billing'], auth: 'required' });

const PAYING = ['FORBIDDEN', 'COMPANY_REQUIRED', 'OWNER_ONLY', 'PAYMENT_PROVIDER_UNAVAILABLE'] as const;

export const listSubscriptions = endpoint({
  method: 'GET',
  path: '/api/me/subscriptions',
  summary: 'What the account pays for again and again: its tariff, company premium, vacancy premiums',
  response: ZSubscriptionsAnswer,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED'),
});
export const createSubscription = endpoint({
  method: 'POST',
  path: '/api/me/subscriptions',
  summary: 'Subscribe the company to an employer tariff; answers the payment to confirm with the provider’s card form',
  body: ZCreateSubscriptionRequest,
  status: 201,
  response: ZPaymentSession,
  errors: errorsOf(...PAYING, 'PROMO_CODE_INVALID', 'ALREADY_SUBSCRIBED'),
});
export const updateSubscription = endpoint({
  method: 'PUT',
  path: '/api/me/subscriptions/{id}',
  summary: 'Turn a subscription’s renewal off (it ends with its period) or back on',
  params: ZSubscriptionParams,
  body: ZUpdateSubscriptionRequest,
  response: ZSubscriptionAnswer,
  errors: errorsOf(...PAYING, 'SUBSCRIPTION_NOT_FOUND'),
});
export const cancelSubscription = endpoint({
  method: 'DELETE',
  path: '/api/me/subscriptions/{id}',
  summary: 'Cancel in one step: nothing more is charged, and what is paid lasts to the end of its period',
  params: ZSubscriptionParams,
  response: ZSubscriptionAnswer,
  errors: errorsOf(...PAYING, 'SUBSCRIPTION_NOT_FOUND'),
});
export const subscriptionEmail = endpoint({
  method: 'POST',
  path: '/api/subscription/email',
  summary: 'Mail the tariffs and their prices to an address (the pricing page’s “send me the offer”)',
  auth: 'optional',
  body: ZSubscriptionEmailRequest,
  response: ZOk,
  errors: errorsOf(),
});
export const checkPromoCode = endpoint({
  method: 'POST',
  path: '/api/promo-code/check',
  summary: 'The price of a product with a promo code: amount off first, then percent, never below 1 (spec section 5)',
  body: ZPromoCheckRequest,
  response: ZPromoCheckAnswer,
  errors: errorsOf('FORBIDDEN', 'PROMO_CODE_INVALID', 'PRODUCT_NOT_OFFERED'),
});
export const getCompanyPremium = endpoint({
  method: 'GET',
  path: '/api/company/premium',
  summary: 'Whether the company may post vacancies, what premium costs, and what it pays now',
  response: ZCompanyPremium,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED'),
});
export const payCompanyPremium = endpoint({
  method: 'POST',
  path: '/api/company/premium/pay',
  summary: 'Subscribe the company to premium, monthly or yearly; answers the payment to confirm with the card form',
  body: ZPayCompanyPremiumRequest,
  status: 201,
  response: ZPaymentSession,
  errors: errorsOf(...PAYING, 'PROMO_CODE_INVALID', 'ALREADY_SUBSCRIBED', 'PRODUCT_NOT_OFFERED'),
});
export const unsubscribeCompanyPremium = endpoint({
  method: 'POST',
  path: '/api/company/premium/unsubscribe',
  summary: 'Stop renewing company premium: it lasts to the end of the paid period',
  response: ZSubscriptionAnswer,
  errors: errorsOf(...PAYING, 'SUBSCRIPTION_NOT_FOUND', 'PRODUCT_NOT_OFFERED'),
});
export const getOrder = endpoint({
  method: 'GET',
  path: '/api/me/orders/{id}',
  summary: 'One of the account’s orders with its pay status, as the provider last reported it',
  params: ZOrderParams,
  response: ZOrderAnswer,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED', 'ORDER_NOT_FOUND'),
});
export const listOrders = endpoint({
  method: 'GET',
  path: '/api/me/orders',
  summary: 'The account’s (or its company’s) orders, newest first',
  query: ZListOrdersQuery,
  response: ZOrdersPage,
  errors: errorsOf('FORBIDDEN', 'COMPANY_REQUIRED'),
});
export const receivePaymentEvent = endpoint({
  method: 'POST',
  path: '/api/billing/webhook',
  summary:
    'The payment provider’s webhook: an event signed in the Stripe-Signature header; the same event twice, or events out of order, change nothing twice',
  auth: 'none',
  body: ZProviderEvent,
  response: ZProviderEventAnswer,
  errors: errorsOf('WEBHOOK_SIGNATURE_INVALID'),
});
export const getOrderPayment = endpoint({
  method: 'GET',
  path: '/api/me/orders/{id}/payment',
  summary: 'What the payment page needs to take the card for an order not yet paid (again, after a refusal)',
  params: ZOrderParams,
  response: ZPaymentSession,
  errors: errorsOf(
    'FORBIDDEN',
    'COMPANY_REQUIRED',
    'OWNER_ONLY',
    'ORDER_NOT_FOUND',
    'ORDER_ALREADY_PAID',
    'PAYMENT_PROVIDER_UNAVAILABLE',
  ),
});
export * from './admin-endpoints.ts';
export * from './hiring-endpoints.ts';
export * from './invoice-endpoints.ts';
export * from './promotion-endpoints.ts';
export * from './resume-mailing-endpoints.ts';
