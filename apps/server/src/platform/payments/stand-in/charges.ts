import type Stripe from 'stripe';
import { noSuch } from './api-error.ts';
import type { ApiRoute } from './api-route.ts';
import { render } from './expand.ts';
import { newId } from './ids.ts';
import { expandParam } from './params.ts';
import type { Decline } from './test-cards.ts';

/** The charge one attempt to pay an intent made, succeeded or declined. */
export function buildCharge(
  intent: Stripe.PaymentIntent,
  method: Stripe.PaymentMethod,
  decline: Decline | null,
  now: number,
): Stripe.Charge {
  const card = method.card!;
  return {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: decline ? 0 : intent.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: decline ? null : newId('txn'),
    billing_details: method.billing_details,
    calculated_statement_descriptor: 'HUSHWORK',
    captured: !decline,
    created: now,
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: decline ? 'declined_by_network' : 'approved_by_network',
      reason: decline?.decline_code ?? null,
      risk_level: 'normal',
      seller_message: decline ? 'The bank did not return any further details with this decline.' : 'Payment complete.',
      type: decline ? 'issuer_declined' : 'authorized',
    },
    paid: !decline,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: {
      type: 'card',
      card: {
        amount_authorized: decline ? null : intent.amount,
        authorization_code: decline ? null : '123456',
        brand: card.brand,
        checks: card.checks,
        country: card.country,
        electronic_commerce_indicator: null,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        fingerprint: card.fingerprint ?? null,
        funding: card.funding,
        installments: null,
        last4: card.last4,
        mandate: null,
        network: card.brand,
        network_transaction_id: null,
        regulated_status: card.regulated_status,
        three_d_secure: null,
        transaction_link_id: null,
        wallet: null,
      },
    },
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: decline ? 'failed' : 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

export const chargeRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/charges/:id',
    handle({ params, body, ctx }) {
      const charge = ctx.state.charges.get(params.id!);
      if (!charge) throw noSuch('charge', params.id!);
      return render(ctx.state, charge, expandParam(body));
    },
  },
];
