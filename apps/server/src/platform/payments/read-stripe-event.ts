import type Stripe from 'stripe';
import type { PaymentEvent, ProviderSubscription } from './payment-gateway.ts';

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** The subscription an invoice belongs to (where this API version keeps it), or null for a one-off invoice. */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** The end of the period an invoice paid for: its subscription line's. */
function periodEndOf(invoice: Stripe.Invoice): Date | null {
  const end = invoice.lines?.data[0]?.period?.end;
  return end ? new Date(end * 1000) : null;
}

/** A verified Stripe event in our terms; the types billing does not act on come back `ignored`. */
export function readStripeEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, at: new Date(event.created * 1000) };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { ...base, kind: 'payment_succeeded', payment_id: event.data.object.id };
    case 'payment_intent.payment_failed': {
      const error = event.data.object.last_payment_error;
      return {
        ...base,
        kind: 'payment_failed',
        payment_id: event.data.object.id,
        reject_code: error?.decline_code ?? error?.code ?? 'card_declined',
      };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscription = subscriptionOfInvoice(invoice);
      if (!subscription || !invoice.id) return { ...base, kind: 'ignored', type: event.type };
      return {
        ...base,
        kind: 'invoice_paid',
        invoice_id: invoice.id,
        subscription_id: subscription,
        amount_minor: invoice.amount_paid,
        period_end: periodEndOf(invoice),
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscription = subscriptionOfInvoice(invoice);
      if (!subscription || !invoice.id) return { ...base, kind: 'ignored', type: event.type };
      return {
        ...base,
        kind: 'invoice_failed',
        invoice_id: invoice.id,
        subscription_id: subscription,
        amount_minor: invoice.amount_due,
        reject_code: 'card_declined',
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { ...base, kind: 'subscription_changed', subscription: subscriptionOf(event.data.object) };
    default:
      return { ...base, kind: 'ignored', type: event.type };
  }
}

/** A subscription's period is its item's (Stripe moved it there); we sell one item per subscription. */
export function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  const end = subscription.items.data[0]?.current_period_end;
  const status = subscription.status;
  return {
    id: subscription.id,
    status:
      status === 'active' || status === 'trialing'
        ? 'active'
        : status === 'past_due' || status === 'unpaid'
          ? 'past_due'
          : status === 'canceled' || status === 'incomplete_expired'
            ? 'canceled'
            : 'incomplete',
    current_period_end: end ? new Date(end * 1000) : null,
    cancel_at_period_end: subscription.cancel_at_period_end,
  };
}
