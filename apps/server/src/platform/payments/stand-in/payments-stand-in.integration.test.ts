import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payWithCard, sdkFor, startWebhookReceiver, type WebhookReceiver } from './stand-in-test-kit.ts';
import { type PaymentsStandIn, startPaymentsStandIn } from './start-payments-stand-in.ts';

let standIn: PaymentsStandIn;
let receiver: WebhookReceiver;
let stripe: Stripe;
const warnings: string[] = [];

beforeAll(async () => {
  standIn = await startPaymentsStandIn({
    retryDelaysMs: [20, 20],
    logger: { warn: (_obj, msg) => warnings.push(msg) },
  });
  receiver = await startWebhookReceiver(standIn.webhookSecret);
  standIn.setWebhookUrl(receiver.url);
  stripe = sdkFor(standIn);
});
afterAll(async () => {
  await standIn.close();
  await receiver.close();
});
beforeEach(async () => {
  await standIn.settled();
  receiver.events.length = 0;
  receiver.requests.length = 0;
  warnings.length = 0;
});

async function newIntent(amount = 2500) {
  const customer = await stripe.customers.create({ email: 'ada@example.com', name: 'Ada', metadata: { user_id: '7' } });
  return stripe.paymentIntents.create({
    amount,
    currency: 'eur',
    customer: customer.id,
    description: 'Featured vacancy',
    metadata: { order_id: '5' },
    automatic_payment_methods: { enabled: true },
  });
}

describe('the API, through the official SDK', () => {
  it('creates and reads customers and payment intents in Stripe’s shapes', async () => {
    const intent = await newIntent();
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 2500,
      currency: 'eur',
      status: 'requires_payment_method',
      metadata: { order_id: '5' },
      automatic_payment_methods: { enabled: true },
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_\\w+$`));
    const customer = await stripe.customers.retrieve(intent.customer as string);
    expect(customer).toMatchObject({ object: 'customer', email: 'ada@example.com', metadata: { user_id: '7' } });
    const expanded = await stripe.paymentIntents.retrieve(intent.id, { expand: ['customer'] });
    expect(expanded.customer).toMatchObject({ id: customer.id, name: 'Ada' });
  });

  it('answers an unknown id with 404 resource_missing and an unknown parameter with 400', async () => {
    const missing = await stripe.customers.retrieve('cus_nope').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_nope'",
    });
    const unknown = await stripe.paymentIntents
      .create({ amount: 100, currency: 'eur', capture_method: 'manual' })
      .catch((error: unknown) => error);
    expect(unknown).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'capture_method' });
    const missingAmount = await stripe.paymentIntents
      .create({ currency: 'eur' } as Stripe.PaymentIntentCreateParams)
      .catch((error: unknown) => error);
    expect(missingAmount).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'amount' });
  });

  it('refuses another key with Stripe’s 401', async () => {
    const error = await sdkFor(standIn, 'sk_test_someone_else_1234')
      .customers.create()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({ statusCode: 401, type: 'StripeAuthenticationError' });
    expect((error as Error).message).toMatch(/^Invalid API Key provided: sk_test_\*+1234$/);
    const publishable = await sdkFor(standIn, standIn.publishableKey)
      .customers.create()
      .catch((e: unknown) => e);
    expect(publishable).toMatchObject({ statusCode: 401 });
  });

  it('answers the same idempotency key with the same object, and refuses it for other parameters', async () => {
    const params = { amount: 990, currency: 'eur', metadata: { order_id: '11' } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'order-11' });
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'order-11' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    const other = await stripe.paymentIntents
      .create({ ...params, amount: 991 }, { idempotencyKey: 'order-11' })
      .catch((error: unknown) => error);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('cancels an intent and refuses to confirm it afterwards', async () => {
    const intent = await newIntent();
    const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    const paid = await payWithCard(standIn, intent.client_secret!, { number: '4242424242424242' });
    expect(paid.status).toBe(400);
    expect(paid.body.error).toMatchObject({ type: 'invalid_request_error', code: 'payment_intent_unexpected_state' });
  });

  it('refuses an expansion of a field that is not an id', async () => {
    const intent = await newIntent();
    const error = await stripe.paymentIntents.retrieve(intent.id, { expand: ['amount'] }).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400, param: 'expand' });
  });
});

describe('card payments and their webhooks', () => {
  it('pays with 4242 as the card form does and sends a signed payment_intent.succeeded', async () => {
    const intent = await newIntent();
    const paid = await payWithCard(standIn, intent.client_secret!, { number: '4242424242424242' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect(paid.body).not.toHaveProperty('customer');
    await standIn.settled();
    const [event] = receiver.ofType('payment_intent.succeeded');
    expect(event?.data.object).toMatchObject({ id: intent.id, status: 'succeeded', amount_received: 2500 });
    expect(event).toMatchObject({ object: 'event', livemode: false, api_version: '2026-10-28.endive' });
    expect(event?.request?.id).toMatch(/^req_/);
    const charge = await stripe.charges.retrieve(event!.data.object.latest_charge as string);
    expect(charge).toMatchObject({
      paid: true,
      payment_intent: intent.id,
      payment_method_details: { card: { last4: '4242' } },
    });
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['4000000000009995', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."],
  ])('declines %s with %s/%s and sends payment_intent.payment_failed', async (number, code, declineCode, message) => {
    const intent = await newIntent();
    const paid = await payWithCard(standIn, intent.client_secret!, { number });
    expect(paid.status).toBe(402);
    expect(paid.body.error).toMatchObject({ type: 'card_error', code, decline_code: declineCode, message });
    expect(paid.body.error?.payment_intent).toMatchObject({ id: intent.id, status: 'requires_payment_method' });
    await standIn.settled();
    const [event] = receiver.ofType('payment_intent.payment_failed');
    expect(event?.data.object.last_payment_error).toMatchObject({
      type: 'card_error',
      code,
      decline_code: declineCode,
    });
    // The person may try again with another card.
    const retried = await payWithCard(standIn, intent.client_secret!, { number: '4242424242424242' });
    expect(retried.body).toMatchObject({ status: 'succeeded' });
  });

  it('throws the SDK’s StripeCardError when the server confirms with a declining test card', async () => {
    const intent = await newIntent();
    const error = await stripe.paymentIntents
      .confirm(intent.id, { payment_method: 'pm_card_chargeDeclinedInsufficientFunds' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'insufficient_funds' });
  });

  it('refuses a wrong number and a past expiry before charging anything', async () => {
    const intent = await newIntent();
    const wrong = await payWithCard(standIn, intent.client_secret!, { number: '4242424242424241' });
    expect(wrong.status).toBe(402);
    expect(wrong.body.error).toMatchObject({ type: 'card_error', code: 'incorrect_number' });
    const expired = await payWithCard(standIn, intent.client_secret!, { number: '4242424242424242', exp_year: 2020 });
    expect(expired.body.error).toMatchObject({ type: 'card_error', code: 'invalid_expiry_year' });
    await standIn.settled();
    expect(receiver.ofType('payment_intent.payment_failed')).toEqual([]);
    expect((await stripe.paymentIntents.retrieve(intent.id)).latest_charge).toBeNull();
  });

  it('refuses the client secret of another intent', async () => {
    const [one, other] = await Promise.all([newIntent(), newIntent()]);
    const secret = `${one.id}_secret_${other.client_secret!.split('_secret_')[1]}`;
    const paid = await payWithCard(standIn, secret, { number: '4242424242424242' });
    expect(paid.status).toBe(400);
    expect(paid.body.error).toMatchObject({ param: 'client_secret' });
  });

  it('signs as Stripe does: constructEvent refuses a changed body or another secret', async () => {
    const intent = await newIntent();
    await payWithCard(standIn, intent.client_secret!, { number: '4242424242424242' });
    await standIn.settled();
    const { body, signature } = receiver.requests.at(-1)!;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => stripe.webhooks.constructEvent(body, signature, standIn.webhookSecret)).not.toThrow();
    const changed = body.replace('"succeeded"', '"canceled"');
    expect(() => stripe.webhooks.constructEvent(changed, signature, standIn.webhookSecret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.webhooks.constructEvent(body, signature, 'whsec_another')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const header = stripe.webhooks.generateTestHeaderString({ payload: body, secret: standIn.webhookSecret });
    expect(() => stripe.webhooks.constructEvent(body, header, standIn.webhookSecret)).not.toThrow();
  });

  it('refunds part of a payment and sends charge.refunded and refund.created', async () => {
    const intent = await newIntent(5000);
    await payWithCard(standIn, intent.client_secret!, { number: '4242424242424242' });
    const refund = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 2000,
      reason: 'requested_by_customer',
      metadata: { order_id: '5' },
    });
    expect(refund).toMatchObject({ object: 'refund', amount: 2000, status: 'succeeded', payment_intent: intent.id });
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(3000);
    const tooMuch = await stripe.refunds.create({ payment_intent: intent.id }).catch((e: unknown) => e);
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
    await standIn.settled();
    expect(receiver.ofType('refund.created').map((event) => event.data.object)).toMatchObject([
      { payment_intent: intent.id, amount: 2000 },
      { payment_intent: intent.id, amount: 3000 },
    ]);
    expect(receiver.ofType('charge.refunded').at(-1)?.data.object).toMatchObject({
      payment_intent: intent.id,
      amount_refunded: 5000,
      refunded: true,
    });
  });
});

describe('webhook delivery', () => {
  it('retries an endpoint that failed, in order, and logs one it never reached', async () => {
    receiver.answerNext(500);
    const intent = await newIntent();
    await standIn.settled();
    const attempts = standIn.deliveries().filter((delivery) => delivery.eventId === receiver.events[0]?.id);
    expect(attempts.map((delivery) => delivery.statusCode)).toEqual([500, 200]);
    expect(receiver.events.map((event) => event.type)).toEqual(['customer.created', 'payment_intent.created']);
    expect(intent.id).toBeTruthy();
    receiver.answerNext(500, 500, 500);
    await stripe.customers.create({ email: 'lost@example.com' });
    await standIn.settled();
    expect(warnings).toEqual(['payments stand-in: webhook not delivered']);
  });

  it('resends an event as it was, with the same id, for idempotent handlers', async () => {
    const intent = await newIntent();
    await payWithCard(standIn, intent.client_secret!, { number: '4242424242424242' });
    await standIn.settled();
    const [event] = receiver.ofType('payment_intent.succeeded');
    const delivery = await standIn.resend(event!.id);
    expect(delivery).toMatchObject({ eventId: event!.id, statusCode: 200 });
    const twice = receiver.ofType('payment_intent.succeeded');
    expect(twice.map((item) => item.id)).toEqual([event!.id, event!.id]);
    expect(twice[1]).toEqual(twice[0]);
  });

  it('lists events newest first, by type, in Stripe’s list shape', async () => {
    const first = await newIntent();
    const second = await newIntent();
    const list = await stripe.events.list({ type: 'payment_intent.created', limit: 2 });
    expect(list).toMatchObject({ object: 'list', has_more: true, url: '/v1/events' });
    expect(list.data.map((event) => (event.data.object as Stripe.PaymentIntent).id)).toEqual([second.id, first.id]);
    const all = await stripe.events.list({ type: 'payment_intent.*', limit: 100 });
    expect(all.data.every((event) => event.type.startsWith('payment_intent.'))).toBe(true);
  });
});
