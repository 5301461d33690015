import type Stripe from 'stripe';
import { invalidRequest, missingParam, noSuch, StripeApiError, unexpectedState } from './api-error.ts';
import type { ApiCall, ApiRoute } from './api-route.ts';
import { collectPayment } from './collect-payment.ts';
import { customerOf } from './customers.ts';
import { render } from './expand.ts';
import { cancelIntent, createIntent, publishableView } from './intents.ts';
import {
  allowOnly,
  boolParam,
  currencyParam,
  enumParam,
  expandParam,
  hashParam,
  intParam,
  metadataParam,
  stringParam,
} from './params.ts';
import { paymentMethodFor } from './payment-methods.ts';
import { nowFor } from './state.ts';

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

/** The intent a call names; with the publishable key, only with its client secret, as Stripe.js calls it. */
function intentFor({ params, body, key, ctx }: ApiCall): Stripe.PaymentIntent {
  const intent = ctx.state.paymentIntents.get(params.id!);
  if (!intent) throw noSuch('payment_intent', params.id!);
  if (key === 'publishable') {
    const secret = stringParam(body, 'client_secret');
    if (!secret) throw missingParam('client_secret');
    if (secret !== intent.client_secret) {
      throw invalidRequest(
        'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
        { code: 'payment_intent_invalid_parameter', param: 'client_secret' },
      );
    }
  }
  return intent;
}

function create({ body, ctx }: ApiCall) {
  allowOnly(body, [
    'amount',
    'currency',
    'customer',
    'description',
    'metadata',
    'automatic_payment_methods',
    'setup_future_usage',
    'receipt_email',
  ]);
  const amount = intParam(body, 'amount');
  if (amount === undefined) throw missingParam('amount');
  const currency = currencyParam(body);
  if (amount < 50) {
    throw invalidRequest('Amount must convert to at least 50 cents.', { code: 'amount_too_small', param: 'amount' });
  }
  const customer = stringParam(body, 'customer');
  if (customer) customerOf(ctx.state, customer, 'customer');
  const automatic = hashParam(body, 'automatic_payment_methods');
  if (automatic) {
    allowOnly(automatic, ['enabled', 'allow_redirects'], 'automatic_payment_methods');
    boolParam(automatic, 'enabled', 'automatic_payment_methods[enabled]');
  }
  const intent = createIntent(ctx, {
    amount,
    currency,
    customer: customer ?? null,
    description: stringParam(body, 'description') ?? null,
    metadata: metadataParam(body),
    setupFutureUsage: enumParam(body, 'setup_future_usage', ['off_session']) ?? null,
    now: nowFor(ctx.state, customer),
  });
  intent.receipt_email = stringParam(body, 'receipt_email') ?? null;
  return render(ctx.state, intent, expandParam(body));
}

/** The intent as the caller's key may see it. */
function viewFor({ key, ctx }: ApiCall, intent: Stripe.PaymentIntent, expand: string[] = []) {
  const rendered = render(ctx.state, intent, expand);
  return key === 'publishable' ? publishableView(rendered) : rendered;
}

function confirm(call: ApiCall) {
  const { body, ctx } = call;
  allowOnly(body, ['client_secret', 'payment_method', 'payment_method_data', 'return_url']);
  const intent = intentFor(call);
  if (!CONFIRMABLE.includes(intent.status)) {
    const message =
      intent.status === 'succeeded'
        ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
        : `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(', ')}.`;
    throw unexpectedState(message, { payment_intent: viewFor(call, intent) });
  }
  let method: Stripe.PaymentMethod | null;
  try {
    method = paymentMethodFor(ctx.state, body, nowFor(ctx.state, intent.customer as string | null));
  } catch (error) {
    // A card refused before any charge (a wrong number, a past expiry) leaves the intent as it was.
    if (error instanceof StripeApiError && error.body.type === 'card_error') {
      error.body.payment_intent = viewFor(call, intent);
    }
    throw error;
  }
  if (!method) {
    throw unexpectedState(
      "You cannot confirm this PaymentIntent because it's missing a payment method. Update the payment_method or pass payment_method_data.",
      { payment_intent: viewFor(call, intent) },
    );
  }
  const decline = ctx.state.cardOutcomes.get(method.id)?.now ?? null;
  const charge = collectPayment(ctx, intent, method, decline);
  if (decline) {
    throw new StripeApiError(402, {
      type: 'card_error',
      ...decline,
      charge: charge.id,
      doc_url: intent.last_payment_error?.doc_url,
      payment_intent: viewFor(call, intent),
      payment_method: structuredClone(method),
    });
  }
  return viewFor(call, intent, expandParam(body));
}

function cancel(call: ApiCall) {
  const { body, ctx } = call;
  allowOnly(body, ['cancellation_reason']);
  const intent = intentFor(call);
  const reason = enumParam(body, 'cancellation_reason', [
    'duplicate',
    'fraudulent',
    'requested_by_customer',
    'abandoned',
  ]);
  if (ctx.state.invoiceOfIntent.has(intent.id)) {
    throw unexpectedState('You cannot cancel this PaymentIntent because it was created by an invoice.');
  }
  if (!CANCELABLE.includes(intent.status)) {
    throw unexpectedState(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
      { payment_intent: render(ctx.state, intent) },
    );
  }
  cancelIntent(ctx, intent, reason ?? null, nowFor(ctx.state, intent.customer as string | null));
  return render(ctx.state, intent, expandParam(body));
}

export const paymentIntentRoutes: ApiRoute[] = [
  { method: 'POST', path: '/v1/payment_intents', handle: create },
  {
    method: 'GET',
    path: '/v1/payment_intents/:id',
    isPublishable: true,
    handle(call) {
      allowOnly(call.body, ['client_secret']);
      return viewFor(call, intentFor(call), expandParam(call.body));
    },
  },
  { method: 'POST', path: '/v1/payment_intents/:id/confirm', isPublishable: true, handle: confirm },
  { method: 'POST', path: '/v1/payment_intents/:id/cancel', handle: cancel },
];
