import type Stripe from 'stripe';
import { type Ctx, previousOf } from './context.ts';
import { voidInvoice } from './invoices.ts';

/**
 * A paid invoice makes its subscription active. The first payment also keeps the card for the renewals when the
 * subscription asked for it (`payment_settings[save_default_payment_method]=on_subscription`).
 */
export function subscriptionPaid(ctx: Ctx, subscription: Stripe.Subscription, paymentMethod: string | null) {
  const before = structuredClone(subscription);
  const keepsCard = subscription.payment_settings?.save_default_payment_method === 'on_subscription';
  if (keepsCard && paymentMethod && subscription.status === 'incomplete') {
    subscription.default_payment_method = paymentMethod;
  }
  if (subscription.status === 'incomplete' || subscription.status === 'past_due') subscription.status = 'active';
  const previous = previousOf(before, subscription);
  if (Object.keys(previous).length > 0) ctx.emit('customer.subscription.updated', subscription, previous);
}

/** A renewal that could not be charged: the subscription is past due until a retry succeeds or they run out. */
export function subscriptionPastDue(ctx: Ctx, subscription: Stripe.Subscription) {
  if (subscription.status !== 'active') return;
  const before = structuredClone(subscription);
  subscription.status = 'past_due';
  ctx.emit('customer.subscription.updated', subscription, previousOf(before, subscription));
}

export type EndReason = 'cancellation_requested' | 'payment_failed' | 'incomplete_expired';

/**
 * Ends a subscription: canceled (asked for now or at the period end, or retries exhausted) or, for one whose first
 * invoice went unpaid for 23 hours, incomplete_expired. Its open first invoice is voided; renewals stop retrying.
 */
export function endSubscription(ctx: Ctx, subscription: Stripe.Subscription, reason: EndReason, now: number) {
  const isExpiry = reason === 'incomplete_expired';
  subscription.status = isExpiry ? 'incomplete_expired' : 'canceled';
  subscription.canceled_at ??= now;
  subscription.ended_at = now;
  if (!isExpiry) {
    subscription.cancellation_details = { ...subscription.cancellation_details!, reason };
  }
  for (const invoice of ctx.state.invoices.values()) {
    if (invoice.parent?.subscription_details?.subscription !== subscription.id || invoice.status !== 'open') continue;
    if (invoice.billing_reason === 'subscription_create') voidInvoice(ctx, invoice, now);
    else invoice.next_payment_attempt = null;
  }
  ctx.emit('customer.subscription.deleted', subscription);
}
