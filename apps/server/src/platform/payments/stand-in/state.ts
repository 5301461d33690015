import type Stripe from 'stripe';
import type { CardOutcome } from './test-cards.ts';

/** Where a subscription's periods start: period n runs from anchor + n intervals to anchor + n + 1. */
export type Billing = { anchor: number; period: number };

/** An event as stored and sent: `data.object` is the object as GET returned it when the event happened. */
export type StoredEvent = Stripe.EventBase & { data: { object: { id?: string }; previous_attributes?: object } };

/** Everything the stand-in knows, in memory: a Map per Stripe object type, plus what Stripe keeps to itself. */
export type StandInState = {
  customers: Map<string, Stripe.Customer>;
  products: Map<string, Stripe.Product>;
  prices: Map<string, Stripe.Price>;
  paymentIntents: Map<string, Stripe.PaymentIntent>;
  paymentMethods: Map<string, Stripe.PaymentMethod>;
  charges: Map<string, Stripe.Charge>;
  refunds: Map<string, Stripe.Refund>;
  invoices: Map<string, Stripe.Invoice>;
  invoicePayments: Map<string, Stripe.InvoicePayment>;
  subscriptions: Map<string, Stripe.Subscription>;
  testClocks: Map<string, Stripe.TestHelpers.TestClock>;
  events: Map<string, StoredEvent>;
  /** What charging a payment method does now and later without its holder (a renewal): its test number decided. */
  cardOutcomes: Map<string, { now: CardOutcome; later: CardOutcome }>;
  /** The payment intent collecting an invoice, by invoice id, and the other way round. */
  intentOfInvoice: Map<string, string>;
  invoiceOfIntent: Map<string, string>;
  billing: Map<string, Billing>;
};

export function createState(): StandInState {
  return {
    customers: new Map(),
    products: new Map(),
    prices: new Map(),
    paymentIntents: new Map(),
    paymentMethods: new Map(),
    charges: new Map(),
    refunds: new Map(),
    invoices: new Map(),
    invoicePayments: new Map(),
    subscriptions: new Map(),
    testClocks: new Map(),
    events: new Map(),
    cardOutcomes: new Map(),
    intentOfInvoice: new Map(),
    invoiceOfIntent: new Map(),
    billing: new Map(),
  };
}

export const realNow = () => Math.floor(Date.now() / 1000);

/** The time a customer lives in: its test clock's frozen time, or the real time. */
export function nowFor(state: StandInState, customerId: string | null | undefined): number {
  const customer = customerId ? state.customers.get(customerId) : undefined;
  const clockId = typeof customer?.test_clock === 'string' ? customer.test_clock : null;
  const clock = clockId ? state.testClocks.get(clockId) : undefined;
  return clock ? clock.frozen_time : realNow();
}

/** An object Stripe embeds by id, looked up by the id's prefix (for `expand[]`). */
export function objectById(state: StandInState, id: string): object | undefined {
  const prefix = id.slice(0, id.indexOf('_'));
  const maps: Record<string, Map<string, object>> = {
    cus: state.customers,
    prod: state.products,
    price: state.prices,
    pi: state.paymentIntents,
    pm: state.paymentMethods,
    ch: state.charges,
    re: state.refunds,
    in: state.invoices,
    inpay: state.invoicePayments,
    sub: state.subscriptions,
    clock: state.testClocks,
  };
  return maps[prefix]?.get(id);
}
