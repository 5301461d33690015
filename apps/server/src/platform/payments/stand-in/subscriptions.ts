import type Stripe from 'stripe';
import { invalidParam, invalidRequest, missingParam, noSuch } from './api-error.ts';
import type { ApiCall, ApiRoute } from './api-route.ts';
import { type Ctx, type Emit, previousOf } from './context.ts';
import { customerOf } from './customers.ts';
import { render } from './expand.ts';
import type { FormHash } from './form-body.ts';
import { newId } from './ids.ts';
import { createSubscriptionInvoice } from './invoices.ts';
import { embeddedList } from './lists.ts';
import {
  allowOnly,
  boolParam,
  enumParam,
  expandParam,
  hashParam,
  intParam,
  listParam,
  metadataParam,
  requiredString,
  stringParam,
} from './params.ts';
import { nowFor } from './state.ts';
import { endSubscription } from './subscription-lifecycle.ts';
import { periodOf } from './subscription-periods.ts';

const ENDED = ['canceled', 'incomplete_expired'];

function subscriptionOf(ctx: Ctx, id: string): Stripe.Subscription {
  const subscription = ctx.state.subscriptions.get(id);
  if (!subscription) throw noSuch('subscription', id);
  return subscription;
}

function priceOf(ctx: Ctx, items: FormHash[]): { price: Stripe.Price; quantity: number } {
  if (items.length !== 1) throw invalidParam('items', 'The stand-in bills subscriptions of exactly one item.');
  const item = items[0]!;
  allowOnly(item, ['price', 'quantity'], 'items[0]');
  const id = requiredString(item, 'price', 'items[0][price]');
  const price = ctx.state.prices.get(id);
  if (!price) throw noSuch('price', id, 'items[0][price]');
  if (!price.recurring) {
    throw invalidParam(
      'items[0][price]',
      'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
    );
  }
  const quantity = intParam(item, 'quantity', 'items[0][quantity]') ?? 1;
  if (quantity < 1) throw invalidParam('items[0][quantity]', 'Invalid quantity: must be at least 1');
  return { price, quantity };
}

/** The legacy plan Stripe still puts beside each item's price. */
function planOf(price: Stripe.Price): Stripe.Plan {
  const recurring = price.recurring!;
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: recurring.interval,
    interval_count: recurring.interval_count,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product as string,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

function paymentSettingsOf(body: FormHash): Stripe.Subscription.PaymentSettings {
  const given = hashParam(body, 'payment_settings') ?? {};
  allowOnly(given, ['save_default_payment_method'], 'payment_settings');
  const save = enumParam(
    given,
    'save_default_payment_method',
    ['off', 'on_subscription'],
    'payment_settings[save_default_payment_method]',
  );
  return { payment_method_options: null, payment_method_types: null, save_default_payment_method: save ?? 'off' };
}

function create({ body, ctx }: ApiCall) {
  allowOnly(body, ['customer', 'items', 'payment_behavior', 'payment_settings', 'metadata', 'description']);
  const customer = customerOf(ctx.state, requiredString(body, 'customer'), 'customer');
  const items = listParam(body, 'items');
  if (!items?.length) throw missingParam('items');
  const { price, quantity } = priceOf(ctx, items as FormHash[]);
  // Only `default_incomplete` is modelled: the first invoice waits for the card form, as our checkout does.
  const behaviour = enumParam(body, 'payment_behavior', ['default_incomplete']);
  if (!behaviour) throw missingParam('payment_behavior');
  const now = nowFor(ctx.state, customer.id);
  const id = newId('sub');
  const billing = { anchor: now, period: 0 };
  const period = periodOf(billing, price.recurring!);
  const item: Stripe.SubscriptionItem = {
    id: newId('si'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: now,
    current_period_end: period.end,
    current_period_start: period.start,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planOf(price),
    price: structuredClone(price),
    quantity,
    subscription: id,
    tax_rates: [],
  };
  const subscription: Stripe.Subscription = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: now,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: { proration_discounts: 'included' }, type: 'flexible', updated_at: now },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: price.currency,
    customer: customer.id,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: stringParam(body, 'description') ?? null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: embeddedList([item], `/v1/subscription_items?subscription=${id}`),
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: metadataParam(body),
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: paymentSettingsOf(body),
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: 'incomplete',
    test_clock: customer.test_clock ?? null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
    trial_start: null,
  };
  ctx.state.subscriptions.set(id, subscription);
  ctx.state.billing.set(id, billing);
  // The invoice's events follow the subscription's, which already names the invoice as Stripe's does.
  const held: Parameters<Emit>[] = [];
  const invoice = createSubscriptionInvoice({ ...ctx, emit: (...event) => held.push(event) }, subscription, {
    reason: 'subscription_create',
    period: { start: now, end: now },
    linePeriod: period,
    now,
  });
  subscription.latest_invoice = invoice.id;
  if (invoice.status === 'paid') subscription.status = 'active';
  ctx.emit('customer.subscription.created', subscription);
  for (const event of held) ctx.emit(...event);
  return render(ctx.state, subscription, expandParam(body));
}

function update({ params, body, ctx }: ApiCall) {
  allowOnly(body, ['cancel_at_period_end', 'metadata', 'description']);
  const subscription = subscriptionOf(ctx, params.id!);
  const before = structuredClone(subscription);
  const cancelAtEnd = boolParam(body, 'cancel_at_period_end');
  if (cancelAtEnd !== undefined && cancelAtEnd !== subscription.cancel_at_period_end) {
    if (ENDED.includes(subscription.status)) {
      throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
    }
    if (subscription.status === 'incomplete') {
      throw invalidRequest('A subscription in status incomplete can only have metadata and default_source updated.');
    }
    const now = nowFor(ctx.state, subscription.customer as string);
    subscription.cancel_at_period_end = cancelAtEnd;
    subscription.cancel_at = cancelAtEnd ? subscription.items.data[0]!.current_period_end : null;
    subscription.canceled_at = cancelAtEnd ? now : null;
    subscription.cancellation_details = {
      ...subscription.cancellation_details!,
      reason: cancelAtEnd ? 'cancellation_requested' : null,
    };
  }
  const description = stringParam(body, 'description');
  if (description !== undefined) subscription.description = description || null;
  subscription.metadata = metadataParam(body, subscription.metadata);
  const previous = previousOf(before, subscription);
  if (Object.keys(previous).length > 0) ctx.emit('customer.subscription.updated', subscription, previous);
  return render(ctx.state, subscription, expandParam(body));
}

function cancel({ params, body, ctx }: ApiCall) {
  allowOnly(body, []);
  const subscription = subscriptionOf(ctx, params.id!);
  if (ENDED.includes(subscription.status)) throw invalidRequest('This subscription has already been canceled.');
  endSubscription(ctx, subscription, 'cancellation_requested', nowFor(ctx.state, subscription.customer as string));
  return render(ctx.state, subscription, expandParam(body));
}

export const subscriptionRoutes: ApiRoute[] = [
  { method: 'POST', path: '/v1/subscriptions', handle: create },
  {
    method: 'GET',
    path: '/v1/subscriptions/:id',
    handle: ({ params, body, ctx }) => render(ctx.state, subscriptionOf(ctx, params.id!), expandParam(body)),
  },
  { method: 'POST', path: '/v1/subscriptions/:id', handle: update },
  { method: 'DELETE', path: '/v1/subscriptions/:id', handle: cancel },
];
