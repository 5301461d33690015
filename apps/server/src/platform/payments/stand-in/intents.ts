import type Stripe from 'stripe';
import type { Ctx } from './context.ts';
import { newId, randomToken } from './ids.ts';

export type IntentInput = {
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  /** Set for an invoice's intent when the subscription keeps the card for its renewals. */
  setupFutureUsage: 'off_session' | null;
  now: number;
};

/** A payment intent waiting for its card; its client secret is what the browser confirms it with. */
export function createIntent(ctx: Ctx, input: IntentInput): Stripe.PaymentIntent {
  const id = newId('pi');
  const intent: Stripe.PaymentIntent = {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: { allow_redirects: 'always', enabled: true },
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${randomToken(25)}`,
    confirmation_method: 'automatic',
    created: input.now,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    description: input.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: input.setupFutureUsage,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
  ctx.state.paymentIntents.set(intent.id, intent);
  ctx.emit('payment_intent.created', intent);
  return intent;
}

export function cancelIntent(
  ctx: Ctx,
  intent: Stripe.PaymentIntent,
  reason: Stripe.PaymentIntent.CancellationReason | null,
  now: number,
) {
  intent.status = 'canceled';
  intent.canceled_at = now;
  intent.cancellation_reason = reason;
  ctx.emit('payment_intent.canceled', intent);
}

/** What Stripe answers the publishable key about an intent: no customer, no metadata, nothing the server set alone. */
const PUBLISHABLE_FIELDS = [
  'id',
  'object',
  'amount',
  'automatic_payment_methods',
  'canceled_at',
  'cancellation_reason',
  'capture_method',
  'client_secret',
  'confirmation_method',
  'created',
  'currency',
  'description',
  'last_payment_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_configuration_details',
  'payment_method_types',
  'processing',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'source',
  'status',
] as const;

export function publishableView(intent: Stripe.PaymentIntent): Partial<Stripe.PaymentIntent> {
  return Object.fromEntries(PUBLISHABLE_FIELDS.map((field) => [field, intent[field]]));
}
