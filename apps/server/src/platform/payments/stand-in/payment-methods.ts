import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { invalidRequest, noSuch } from './api-error.ts';
import type { ApiRoute } from './api-route.ts';
import { render } from './expand.ts';
import type { FormHash } from './form-body.ts';
import { newId } from './ids.ts';
import { allowOnly, enumParam, expandParam, hashParam, intParam, requiredString, stringParam } from './params.ts';
import type { StandInState } from './state.ts';
import { brandOf, type CardDetails, checkCard, outcomesOf, TEST_PAYMENT_METHODS } from './test-cards.ts';

/**
 * The card a confirmation pays with: `payment_method_data[card]` as the card form sends it, an earlier payment
 * method's id, or one of Stripe's test ids (`pm_card_visa`). The number itself is kept nowhere: only what it does.
 */
export function paymentMethodFor(state: StandInState, body: FormHash, now: number): Stripe.PaymentMethod | null {
  const given = stringParam(body, 'payment_method');
  const data = hashParam(body, 'payment_method_data');
  if (given && TEST_PAYMENT_METHODS[given]) {
    const year = new Date().getUTCFullYear() + 3;
    return createCardMethod(
      state,
      { number: TEST_PAYMENT_METHODS[given], exp_month: 12, exp_year: year, cvc: '123' },
      now,
    );
  }
  if (given) {
    const method = state.paymentMethods.get(given);
    if (!method) throw noSuch('PaymentMethod', given, 'payment_method');
    return method;
  }
  if (!data) return null;
  allowOnly(data, ['type', 'card', 'billing_details'], 'payment_method_data');
  enumParam(data, 'type', ['card'], 'payment_method_data[type]');
  const card = hashParam(data, 'card', 'payment_method_data[card]');
  if (!card)
    throw invalidRequest('Missing required param: payment_method_data[card].', { param: 'payment_method_data[card]' });
  allowOnly(card, ['number', 'exp_month', 'exp_year', 'cvc'], 'payment_method_data[card]');
  const name = (key: string) => `payment_method_data[card][${key}]`;
  const details: CardDetails = {
    number: requiredString(card, 'number', name('number')).replace(/\s/g, ''),
    exp_month: intParam(card, 'exp_month', name('exp_month')) ?? 0,
    exp_year: intParam(card, 'exp_year', name('exp_year')) ?? 0,
    cvc: stringParam(card, 'cvc', name('cvc')) ?? '',
  };
  return createCardMethod(state, details, now);
}

function createCardMethod(state: StandInState, card: CardDetails, now: number): Stripe.PaymentMethod {
  checkCard(card);
  const brand = brandOf(card.number);
  const method: Stripe.PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: brand,
      exp_month: card.exp_month,
      exp_year: card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year,
      fingerprint: createHash('sha256').update(card.number).digest('base64url').slice(0, 16),
      funding: 'credit',
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: now,
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
  state.paymentMethods.set(method.id, method);
  state.cardOutcomes.set(method.id, outcomesOf(card.number));
  return method;
}

export const paymentMethodRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/payment_methods/:id',
    handle({ params, body, ctx }) {
      const method = ctx.state.paymentMethods.get(params.id!);
      if (!method) throw noSuch('PaymentMethod', params.id!);
      return render(ctx.state, method, expandParam(body));
    },
  },
];
