import type Stripe from 'stripe';
import { noSuch } from './api-error.ts';
import type { ApiRoute } from './api-route.ts';
import type { Ctx } from './context.ts';
import { render } from './expand.ts';
import { newId } from './ids.ts';
import { cancelIntent, createIntent } from './intents.ts';
import { embeddedList } from './lists.ts';
import { expandParam } from './params.ts';
import { wireDecimal } from './wire-decimal.ts';

export type InvoiceInput = {
  reason: 'subscription_create' | 'subscription_cycle';
  /** The invoice's own period (Stripe's "usage period"): for a renewal, the period that just ended. */
  period: { start: number; end: number };
  /** The period the line pays for, in advance. */
  linePeriod: { start: number; end: number };
  now: number;
};

/**
 * A subscription's invoice, finalized at once (Stripe waits an hour before finalizing a renewal; a test clock skips
 * that hour anyway), with a payment intent to collect it: its client secret is the invoice's
 * `confirmation_secret`. An invoice of nothing is paid as it is made.
 */
export function createSubscriptionInvoice(ctx: Ctx, subscription: Stripe.Subscription, input: InvoiceInput) {
  const item = subscription.items.data[0]!;
  const customer = ctx.state.customers.get(subscription.customer as string)!;
  const amount = (item.price.unit_amount ?? 0) * (item.quantity ?? 1);
  const id = newId('in');
  const sequence = customer.next_invoice_sequence ?? 1;
  customer.next_invoice_sequence = sequence + 1;
  const isFree = amount === 0;
  const line: Stripe.InvoiceLineItem = {
    id: newId('il'),
    object: 'line_item',
    amount,
    currency: item.price.currency,
    description: `${item.quantity ?? 1} × ${productName(ctx, item.price)} (at ${formatAmount(item.price)} / ${item.price.recurring?.interval})`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: id,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: item.id,
      },
    },
    period: input.linePeriod,
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: item.price.id, product: item.price.product as string },
      unit_amount_decimal: wireDecimal(item.price.unit_amount ?? 0),
    },
    quantity: item.quantity ?? 1,
    quantity_decimal: wireDecimal(item.quantity ?? 1),
    subscription: subscription.id,
    subtotal: amount,
    taxes: [],
  };
  const invoice: Stripe.Invoice = {
    id,
    object: 'invoice',
    account_country: 'DE',
    account_name: 'Hushwork',
    account_tax_ids: null,
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: amount,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: isFree,
    auto_advance: !isFree,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: input.reason,
    collection_method: 'charge_automatically',
    created: input.now,
    currency: item.price.currency,
    custom_fields: null,
    customer: customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: customer.email,
    customer_name: customer.name ?? null,
    customer_phone: customer.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: input.now,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `https://invoice.stripe.com/i/stand-in/${id}`,
    invoice_pdf: `https://pay.stripe.com/invoice/stand-in/${id}/pdf`,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: embeddedList([line], `/v1/invoices/${id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`,
    on_behalf_of: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: input.period.end,
    period_start: input.period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: isFree ? 'paid' : 'open',
    status_transitions: {
      finalized_at: input.now,
      marked_uncollectible_at: null,
      paid_at: isFree ? input.now : null,
      voided_at: null,
    },
    subtotal: amount,
    subtotal_excluding_tax: amount,
    test_clock: subscription.test_clock,
    total: amount,
    total_discount_amounts: [],
    total_excluding_tax: amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: input.now,
  };
  ctx.state.invoices.set(id, invoice);
  ctx.emit('invoice.created', invoice);
  if (!isFree) attachIntent(ctx, invoice, subscription, input);
  ctx.emit('invoice.finalized', invoice);
  if (isFree) ctx.emit('invoice.paid', invoice);
  return invoice;
}

function attachIntent(ctx: Ctx, invoice: Stripe.Invoice, subscription: Stripe.Subscription, input: InvoiceInput) {
  const keepsCard = subscription.payment_settings?.save_default_payment_method === 'on_subscription';
  const intent = createIntent(ctx, {
    amount: invoice.amount_due,
    currency: invoice.currency,
    customer: invoice.customer as string,
    description: input.reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
    metadata: {},
    setupFutureUsage: keepsCard ? 'off_session' : null,
    now: input.now,
  });
  ctx.state.intentOfInvoice.set(invoice.id, intent.id);
  ctx.state.invoiceOfIntent.set(intent.id, invoice.id);
  const payment: Stripe.InvoicePayment = {
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: invoice.amount_due,
    created: input.now,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: intent.id },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  };
  ctx.state.invoicePayments.set(payment.id, payment);
}

/** Voids an open invoice (an incomplete subscription that was canceled or expired) and cancels its intent. */
export function voidInvoice(ctx: Ctx, invoice: Stripe.Invoice, now: number) {
  if (invoice.status !== 'open') return;
  invoice.status = 'void';
  invoice.status_transitions.voided_at = now;
  invoice.next_payment_attempt = null;
  const intent = ctx.state.paymentIntents.get(ctx.state.intentOfInvoice.get(invoice.id) ?? '');
  if (intent && intent.status !== 'succeeded' && intent.status !== 'canceled')
    cancelIntent(ctx, intent, 'void_invoice', now);
  for (const payment of ctx.state.invoicePayments.values()) {
    if (payment.invoice === invoice.id && payment.status === 'open') {
      payment.status = 'canceled';
      payment.status_transitions.canceled_at = now;
    }
  }
  ctx.emit('invoice.voided', invoice);
}

function productName(ctx: Ctx, price: Stripe.Price): string {
  return ctx.state.products.get(price.product as string)?.name ?? 'Subscription';
}

function formatAmount(price: Stripe.Price): string {
  return `${((price.unit_amount ?? 0) / 100).toFixed(2)} ${price.currency.toUpperCase()}`;
}

export const invoiceRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/invoices/:id',
    handle({ params, body, ctx }) {
      const invoice = ctx.state.invoices.get(params.id!);
      if (!invoice) throw noSuch('invoice', params.id!);
      return render(ctx.state, invoice, expandParam(body));
    },
  },
];
