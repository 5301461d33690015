import type { TMoney } from '@hushwork/contract';

/** The provider's recurring intervals we sell: a vacancy's premium weekly, tariffs and premium monthly or yearly. */
export type BillingInterval = 'week' | 'month' | 'year';

/** A subscription as the provider reports it, in our words. */
export type ProviderSubscription = {
  id: string;
  status: 'incomplete' | 'active' | 'past_due' | 'canceled';
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
};

/**
 * What the provider told the webhook, read into our terms: the use case that applies it knows no provider's shapes.
 * `at` is the event's own time, which orders events that arrive out of order.
 */
export type PaymentEvent = { id: string; at: Date } & (
  | { kind: 'payment_succeeded'; payment_id: string }
  | { kind: 'payment_failed'; payment_id: string; reject_code: string }
  | {
      kind: 'invoice_paid';
      invoice_id: string;
      subscription_id: string;
      amount_minor: number;
      period_end: Date | null;
    }
  | { kind: 'invoice_failed'; invoice_id: string; subscription_id: string; amount_minor: number; reject_code: string }
  | { kind: 'subscription_changed'; subscription: ProviderSubscription }
  | { kind: 'ignored'; type: string }
);

/**
 * The one way billing talks to a payment provider (DESIGN.md section 8): Stripe, or the local stand-in that speaks
 * Stripe's HTTP and signed webhooks. Card data never passes here: the browser gives it to the provider's own form,
 * and the provider tells the webhook what came of it.
 */
export type PaymentGateway = {
  kind: 'stripe' | 'stand-in';
  publishableKey: string;
  /** The provider's browser script (Stripe.js, or the stand-in's copy of the part we use). */
  scriptUrl: string;
  /** The origins the page must let the script and its card frame come from (the CSP's script-src and frame-src). */
  origins: readonly string[];
  createCustomer(input: { email: string; name: string; metadata: Record<string, string> }): Promise<string>;
  /** A one-time payment; its client secret lets the provider's form in the browser confirm it. */
  createPayment(input: {
    customerId: string;
    amount: TMoney;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ paymentId: string; clientSecret: string }>;
  /** A subscription waiting for its first payment, which the browser confirms like a one-time payment. */
  createSubscription(input: {
    customerId: string;
    amount: TMoney;
    interval: BillingInterval;
    productName: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ subscriptionId: string; invoiceId: string; intentId: string | null; clientSecret: string }>;
  /** The client secret of a payment not yet made (a payment intent's, or a subscription invoice's), to pay it again. */
  clientSecretOf(paymentId: string): Promise<string>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  refund(input: { paymentId: string; amountMinor: number; idempotencyKey: string }): Promise<{ refundId: string }>;
  /** Checks the signature against the raw body; throws `WEBHOOK_SIGNATURE_INVALID` when it does not hold. */
  readEvent(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
};
