import type Stripe from 'stripe';
import type { Ctx } from './context.ts';
import { endSubscription, subscriptionPaid, subscriptionPastDue } from './subscription-lifecycle.ts';

const DAY = 86_400;
/** Days from a failed renewal charge to its next try; past the last, the subscription is canceled. */
const RETRY_AFTER_DAYS = [3, 5];

const subscriptionOf = (ctx: Ctx, invoice: Stripe.Invoice) =>
  ctx.state.subscriptions.get((invoice.parent?.subscription_details?.subscription as string) ?? '');

/** The invoice's intent went through: the invoice is paid, and its subscription active. */
export function invoicePaid(ctx: Ctx, invoice: Stripe.Invoice, intent: Stripe.PaymentIntent, now: number) {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.attempted = true;
  invoice.attempt_count += 1;
  invoice.next_payment_attempt = null;
  invoice.default_payment_method = null;
  invoice.status_transitions.paid_at = now;
  for (const payment of ctx.state.invoicePayments.values()) {
    if (payment.invoice !== invoice.id || payment.status !== 'open') continue;
    payment.status = 'paid';
    payment.amount_paid = invoice.amount_due;
    payment.payment = { type: 'payment_intent', payment_intent: intent.id };
    payment.status_transitions.paid_at = now;
  }
  ctx.emit('invoice.paid', invoice);
  ctx.emit('invoice.payment_succeeded', invoice);
  const subscription = subscriptionOf(ctx, invoice);
  if (subscription) subscriptionPaid(ctx, subscription, intent.payment_method as string | null);
}

/**
 * The invoice's intent was declined. The first invoice is not retried: the person is at the card form and tries
 * again. A renewal is retried after 3 and then 5 days, and its subscription is canceled after the third failure.
 */
export function invoicePaymentFailed(ctx: Ctx, invoice: Stripe.Invoice, now: number) {
  invoice.attempted = true;
  invoice.attempt_count += 1;
  const subscription = subscriptionOf(ctx, invoice);
  const isRenewal = invoice.billing_reason !== 'subscription_create';
  const retryIn = RETRY_AFTER_DAYS[invoice.attempt_count - 1];
  const isActive = subscription?.status === 'active' || subscription?.status === 'past_due';
  invoice.next_payment_attempt = isRenewal && isActive && retryIn !== undefined ? now + retryIn * DAY : null;
  ctx.emit('invoice.payment_failed', invoice);
  if (!subscription || !isRenewal || !isActive) return;
  if (invoice.next_payment_attempt === null) endSubscription(ctx, subscription, 'payment_failed', now);
  else subscriptionPastDue(ctx, subscription);
}
