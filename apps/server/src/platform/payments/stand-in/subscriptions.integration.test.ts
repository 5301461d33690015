import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payWithCard, sdkFor, startWebhookReceiver, type WebhookReceiver } from './stand-in-test-kit.ts';
import { type PaymentsStandIn, startPaymentsStandIn } from './start-payments-stand-in.ts';

const DAY = 86_400;
/** 2031-01-31 09:00 UTC: the end of a month, so the renewals show the month-end rule too. */
const START = Date.UTC(2031, 0, 31, 9) / 1000;

let standIn: PaymentsStandIn;
let receiver: WebhookReceiver;
let stripe: Stripe;
let price: Stripe.Price;

beforeAll(async () => {
  standIn = await startPaymentsStandIn({ retryDelaysMs: [] });
  receiver = await startWebhookReceiver(standIn.webhookSecret);
  standIn.setWebhookUrl(receiver.url);
  stripe = sdkFor(standIn);
  price = await stripe.prices.create({
    unit_amount: 1900,
    currency: 'eur',
    recurring: { interval: 'month' },
    product_data: { name: 'Company premium' },
    metadata: { plan: 'premium' },
  });
});
afterAll(async () => {
  await standIn.close();
  await receiver.close();
});
beforeEach(async () => {
  await standIn.settled();
  receiver.events.length = 0;
});

/** A customer on a fresh test clock, subscribed and waiting for the card form. */
async function subscribe() {
  const clock = await stripe.testHelpers.testClocks.create({ frozen_time: START });
  const customer = await stripe.customers.create({ email: 'firm@example.com', test_clock: clock.id });
  const subscription = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: price.id }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    metadata: { company_id: '3' },
    expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
  });
  const invoice = subscription.latest_invoice as Stripe.Invoice;
  return { clock, customer, subscription, invoice, clientSecret: invoice.confirmation_secret!.client_secret };
}

const advance = async (clock: Stripe.TestHelpers.TestClock, to: number) => {
  await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: to });
  await standIn.settled();
};
const typesOf = (events: Stripe.Event[]) => events.map((event) => event.type);

describe('subscriptions', () => {
  it('starts incomplete with an open invoice whose confirmation secret the card form pays', async () => {
    const { subscription, invoice, clientSecret } = await subscribe();
    expect(subscription).toMatchObject({ object: 'subscription', status: 'incomplete', metadata: { company_id: '3' } });
    expect(subscription.items.data[0]).toMatchObject({
      current_period_start: START,
      current_period_end: Date.UTC(2031, 1, 28, 9) / 1000,
      price: { id: price.id, unit_amount: 1900 },
    });
    expect(invoice).toMatchObject({
      object: 'invoice',
      status: 'open',
      amount_due: 1900,
      amount_paid: 0,
      currency: 'eur',
      billing_reason: 'subscription_create',
      parent: { subscription_details: { subscription: subscription.id } },
      confirmation_secret: { type: 'payment_intent' },
    });
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const intentId = clientSecret.split('_secret_')[0];
    expect(invoice.payments?.data[0]).toMatchObject({ status: 'open', payment: { payment_intent: intentId } });

    const paid = await payWithCard(standIn, clientSecret, { number: '4242424242424242' });
    expect(paid.body).toMatchObject({ status: 'succeeded', amount: 1900 });
    await standIn.settled();
    const [invoicePaid] = receiver.ofType('invoice.paid');
    expect(invoicePaid?.data.object).toMatchObject({
      id: invoice.id,
      status: 'paid',
      amount_paid: 1900,
      parent: { subscription_details: { subscription: subscription.id } },
    });
    const [updated] = receiver.ofType('customer.subscription.updated');
    expect(updated?.data.object).toMatchObject({ id: subscription.id, status: 'active' });
    expect(updated?.data.previous_attributes).toMatchObject({ status: 'incomplete', default_payment_method: null });
    const active = await stripe.subscriptions.retrieve(subscription.id, { expand: ['default_payment_method'] });
    expect(active.default_payment_method).toMatchObject({ object: 'payment_method', card: { last4: '4242' } });
    const settled = await stripe.invoices.retrieve(invoice.id, { expand: ['payments', 'confirmation_secret'] });
    expect(settled.payments?.data[0]).toMatchObject({ status: 'paid', amount_paid: 1900 });
    const refund = await stripe.refunds.create({ payment_intent: intentId!, amount: 500 });
    expect(refund).toMatchObject({ amount: 500, payment_intent: intentId, status: 'succeeded' });
  });

  it('renews on a clock advance: the next invoice is charged to the kept card and the period moves on', async () => {
    const { clock, subscription, clientSecret } = await subscribe();
    await payWithCard(standIn, clientSecret, { number: '4242424242424242' });
    await standIn.settled();
    receiver.events.length = 0;
    const firstEnd = subscription.items.data[0]!.current_period_end;
    await advance(clock, firstEnd + 3600);
    expect(typesOf(receiver.events)).toEqual(
      expect.arrayContaining(['customer.subscription.updated', 'invoice.paid', 'payment_intent.succeeded']),
    );
    const [updated] = receiver.ofType('customer.subscription.updated');
    expect(updated?.data.object.items.data[0]).toMatchObject({
      current_period_start: firstEnd,
      current_period_end: Date.UTC(2031, 2, 31, 9) / 1000,
    });
    const [invoicePaid] = receiver.ofType('invoice.paid');
    expect(invoicePaid?.data.object).toMatchObject({
      billing_reason: 'subscription_cycle',
      status: 'paid',
      amount_paid: 1900,
      parent: { subscription_details: { subscription: subscription.id } },
      lines: { data: [{ period: { start: firstEnd, end: Date.UTC(2031, 2, 31, 9) / 1000 } }] },
    });
    // Stripe renews on its own: no request of ours is behind these events.
    expect(invoicePaid?.request).toEqual({ id: null, idempotency_key: null });
    const renewed = await stripe.subscriptions.retrieve(subscription.id);
    expect(renewed).toMatchObject({ status: 'active', latest_invoice: invoicePaid?.data.object.id });
  });

  it('with 4000000000000341 renewals fail: past_due, retried after 3 and 5 days, then canceled', async () => {
    const { clock, subscription, clientSecret } = await subscribe();
    const first = await payWithCard(standIn, clientSecret, { number: '4000000000000341' });
    expect(first.body).toMatchObject({ status: 'succeeded' });
    const periodEnd = subscription.items.data[0]!.current_period_end;

    await advance(clock, periodEnd + 3600);
    let failures = receiver.ofType('invoice.payment_failed');
    expect(failures.map((event) => event.data.object)).toMatchObject([
      { attempt_count: 1, status: 'open', next_payment_attempt: periodEnd + 3 * DAY },
    ]);
    expect(receiver.ofType('customer.subscription.updated').at(-1)?.data.object.status).toBe('past_due');
    expect(receiver.ofType('payment_intent.payment_failed').at(-1)?.data.object.last_payment_error).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
    });

    await advance(clock, periodEnd + 4 * DAY);
    failures = receiver.ofType('invoice.payment_failed');
    expect(failures.at(-1)?.data.object).toMatchObject({ attempt_count: 2, next_payment_attempt: periodEnd + 8 * DAY });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');

    await advance(clock, periodEnd + 9 * DAY);
    failures = receiver.ofType('invoice.payment_failed');
    expect(failures.at(-1)?.data.object).toMatchObject({ attempt_count: 3, next_payment_attempt: null });
    const [deleted] = receiver.ofType('customer.subscription.deleted');
    expect(deleted?.data.object).toMatchObject({
      id: subscription.id,
      status: 'canceled',
      cancellation_details: { reason: 'payment_failed' },
    });
  });

  it('cancel_at_period_end ends the subscription at the period end, without another invoice', async () => {
    const { clock, subscription, clientSecret } = await subscribe();
    await payWithCard(standIn, clientSecret, { number: '4242424242424242' });
    const periodEnd = subscription.items.data[0]!.current_period_end;
    const scheduled = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(scheduled).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: periodEnd });
    await standIn.settled();
    expect(receiver.ofType('customer.subscription.updated').at(-1)?.data.previous_attributes).toMatchObject({
      cancel_at_period_end: false,
    });
    receiver.events.length = 0;

    await advance(clock, periodEnd - 60);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    receiver.events.length = 0;
    await advance(clock, periodEnd + 60);
    expect(typesOf(receiver.events)).toEqual(['customer.subscription.deleted', 'test_helpers.test_clock.ready']);
    expect(receiver.ofType('customer.subscription.deleted')[0]?.data.object).toMatchObject({
      status: 'canceled',
      ended_at: periodEnd,
      cancellation_details: { reason: 'cancellation_requested' },
    });
  });

  it('reverting cancel_at_period_end keeps the subscription renewing', async () => {
    const { clock, subscription, clientSecret } = await subscribe();
    await payWithCard(standIn, clientSecret, { number: '4242424242424242' });
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const kept = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(kept).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    await advance(clock, subscription.items.data[0]!.current_period_end + 60);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('cancels at once on DELETE', async () => {
    const { subscription, clientSecret } = await subscribe();
    await payWithCard(standIn, clientSecret, { number: '4242424242424242' });
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', ended_at: START });
    await standIn.settled();
    expect(receiver.ofType('customer.subscription.deleted')[0]?.data.object.id).toBe(subscription.id);
  });

  it('expires a subscription whose first invoice is unpaid after 23 hours and voids the invoice', async () => {
    const { clock, subscription, invoice } = await subscribe();
    await advance(clock, START + DAY);
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: 'incomplete_expired' });
    expect(await stripe.invoices.retrieve(invoice.id)).toMatchObject({ status: 'void' });
  });

  it('keeps a declined first payment open for another card, without retrying it', async () => {
    const { subscription, clientSecret } = await subscribe();
    const declined = await payWithCard(standIn, clientSecret, { number: '4000000000000002' });
    expect(declined.status).toBe(402);
    await standIn.settled();
    expect(receiver.ofType('invoice.payment_failed')[0]?.data.object).toMatchObject({
      attempt_count: 1,
      next_payment_attempt: null,
      status: 'open',
    });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete');
    const paid = await payWithCard(standIn, clientSecret, { number: '4242424242424242' });
    expect(paid.body).toMatchObject({ status: 'succeeded' });
  });
});
