import type Stripe from 'stripe';
import { collectPayment } from './collect-payment.ts';
import { type Ctx, previousOf } from './context.ts';
import { createSubscriptionInvoice } from './invoices.ts';
import { endSubscription, subscriptionPaid } from './subscription-lifecycle.ts';
import { periodOf } from './subscription-periods.ts';

/** Stripe expires a subscription whose first invoice is still unpaid 23 hours after it began. */
const INCOMPLETE_FOR = 23 * 3600;
const RUNNING = ['active', 'past_due'];

type Due = { at: number; run: () => void };

/**
 * Moves a test clock to `to`, doing in time order what falls due on the way for its customers' subscriptions:
 * expiries of unpaid first invoices, cancellations at the period end, renewals, and retries of failed renewals.
 * Each runs with the clock set to its own moment, so the objects it makes carry that time.
 */
export function advanceClock(ctx: Ctx, clock: Stripe.TestHelpers.TestClock, to: number) {
  for (let next = nextDue(ctx, clock.id, to); next; next = nextDue(ctx, clock.id, to)) {
    clock.frozen_time = next.at;
    next.run();
  }
  clock.frozen_time = to;
}

function nextDue(ctx: Ctx, clockId: string, to: number): Due | undefined {
  const due: Due[] = [];
  for (const subscription of ctx.state.subscriptions.values()) {
    if (subscription.test_clock !== clockId) continue;
    due.push(...dueFor(ctx, subscription));
  }
  return due.filter((item) => item.at <= to).sort((a, b) => a.at - b.at)[0];
}

function dueFor(ctx: Ctx, subscription: Stripe.Subscription): Due[] {
  if (subscription.status === 'incomplete') {
    const at = subscription.created + INCOMPLETE_FOR;
    return [{ at, run: () => endSubscription(ctx, subscription, 'incomplete_expired', at) }];
  }
  if (!RUNNING.includes(subscription.status)) return [];
  const due: Due[] = [];
  const periodEnd = subscription.items.data[0]!.current_period_end;
  const cancelAt = subscription.cancel_at;
  if (cancelAt !== null && cancelAt <= periodEnd) {
    due.push({ at: cancelAt, run: () => endSubscription(ctx, subscription, 'cancellation_requested', cancelAt) });
  } else {
    due.push({ at: periodEnd, run: () => renew(ctx, subscription, periodEnd) });
  }
  for (const invoice of ctx.state.invoices.values()) {
    const retryAt = invoice.next_payment_attempt;
    if (invoice.status !== 'open' || retryAt === null) continue;
    if (invoice.parent?.subscription_details?.subscription !== subscription.id) continue;
    due.push({ at: retryAt, run: () => chargeInvoice(ctx, invoice, subscription) });
  }
  return due;
}

/** The next period begins: the subscription moves on, and its invoice is made and charged to the kept card. */
function renew(ctx: Ctx, subscription: Stripe.Subscription, now: number) {
  const billing = ctx.state.billing.get(subscription.id)!;
  const before = structuredClone(subscription);
  const ended = periodOf(billing, subscription.items.data[0]!.price.recurring!);
  billing.period += 1;
  const period = periodOf(billing, subscription.items.data[0]!.price.recurring!);
  for (const item of subscription.items.data) {
    item.current_period_start = period.start;
    item.current_period_end = period.end;
  }
  const held: Parameters<Ctx['emit']>[] = [];
  const invoice = createSubscriptionInvoice({ ...ctx, emit: (...event) => held.push(event) }, subscription, {
    reason: 'subscription_cycle',
    period: ended,
    linePeriod: period,
    now,
  });
  subscription.latest_invoice = invoice.id;
  ctx.emit('customer.subscription.updated', subscription, previousOf(before, subscription));
  for (const event of held) ctx.emit(...event);
  if (invoice.status === 'paid') subscriptionPaid(ctx, subscription, null);
  else chargeInvoice(ctx, invoice, subscription);
}

/** Charges an open renewal invoice to the subscription's kept card, with what that card does on later charges. */
function chargeInvoice(ctx: Ctx, invoice: Stripe.Invoice, subscription: Stripe.Subscription) {
  const intent = ctx.state.paymentIntents.get(ctx.state.intentOfInvoice.get(invoice.id) ?? '');
  const method = ctx.state.paymentMethods.get((subscription.default_payment_method as string | null) ?? '');
  if (!intent || !method) {
    // Nothing to charge (a subscription never paid by card): counted as a failed attempt, as Stripe does.
    invoice.attempt_count += 1;
    invoice.next_payment_attempt = null;
    endSubscription(ctx, subscription, 'payment_failed', invoice.created);
    return;
  }
  const decline = ctx.state.cardOutcomes.get(method.id)?.later ?? null;
  collectPayment(ctx, intent, method, decline);
}
