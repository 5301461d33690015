import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSequence, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestamps, timestamptz } from '../../platform/db/columns.ts';

/**
 * The provider's customer for a payer: a company (its owner pays) or a job seeker. `company_id` and `user_id` are
 * other modules' ids (no foreign keys: those tables are not this module's).
 */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    id: serialId(),
    company_id: integer('company_id').unique(),
    user_id: integer('user_id'),
    provider_customer_id: text('provider_customer_id').notNull().unique(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('billing_customers_worker_idx').on(t.user_id).where(sql`${t.company_id} is null`)],
);

/**
 * A recurring payment at the provider (a tariff, company premium, a vacancy's premium). Its status and period are
 * what the provider's latest event said; `provider_event_at` is that event's time, so an older event arriving late
 * changes nothing.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: serialId(),
    company_id: integer('company_id'),
    user_id: integer('user_id').notNull(),
    product: text('product').notNull(),
    tariff: text('tariff'),
    period: text('period').notNull(),
    subject_id: integer('subject_id'),
    amount_minor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('incomplete'),
    provider_subscription_id: text('provider_subscription_id').notNull().unique(),
    current_period_end: timestamptz('current_period_end'),
    cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
    provider_event_at: timestamptz('provider_event_at'),
    ...timestamps(),
  },
  (t) => [
    index('billing_subscriptions_company_idx').on(t.company_id, t.product),
    index('billing_subscriptions_user_idx').on(t.user_id),
  ],
);

/**
 * One payment asked of a payer: a one-time purchase, or one period of a subscription (its first, and each renewal as
 * the provider charges it). `pay_status` moves only by the state machine of `@hushwork/contract`'s `nextPayStatus`,
 * and only on the provider's word (its webhook), never the browser's. Amounts are minor units.
 */
export const billingOrders = pgTable(
  'billing_orders',
  {
    id: serialId(),
    company_id: integer('company_id'),
    user_id: integer('user_id').notNull(),
    product: text('product').notNull(),
    tariff: text('tariff'),
    period: text('period'),
    subject_id: integer('subject_id'),
    subscription_id: integer('subscription_id').references(() => billingSubscriptions.id),
    list_amount_minor: integer('list_amount_minor').notNull(),
    amount_minor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    promo_code: text('promo_code'),
    pay_status: text('pay_status').notNull().default('UnPaid'),
    /** The provider's payment intent (one-time) or invoice (a subscription's period). */
    provider_payment_id: text('provider_payment_id').unique(),
    /** A subscription period's payment intent, whose failure says why the card was refused. */
    provider_intent_id: text('provider_intent_id').unique(),
    reject_code: text('reject_code'),
    started_at: timestamptz('started_at'),
    paid_at: timestamptz('paid_at'),
    paid_until: timestamptz('paid_until'),
    refunded_minor: integer('refunded_minor').notNull().default(0),
    invoice_number: text('invoice_number').unique(),
    /** The buyer's details as they were when it was paid: an invoice never changes afterwards. */
    buyer: jsonb('buyer').$type<{ name: string; email: string; address?: string; vat_id?: string }>(),
    ...timestamps(),
  },
  (t) => [
    index('billing_orders_company_idx').on(t.company_id, t.created_at),
    index('billing_orders_user_idx').on(t.user_id, t.created_at),
    index('billing_orders_subscription_idx').on(t.subscription_id),
  ],
);

/** Events the webhook has applied, by the provider's event id: the same event again changes nothing. */
export const billingProviderEvents = pgTable(
  'billing_provider_events',
  {
    event_id: text('event_id').primaryKey(),
    type: text('type').notNull(),
    received_at: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [index('billing_provider_events_received_idx').on(t.received_at)],
);

/**
 * Promo codes (spec sections 3 and 5): `amount_minor` off first, then `percent_hundredths` (1250 = 12.5 %) of the
 * rest. `products` empty means every product.
 */
export const promoCodes = pgTable('promo_codes', {
  id: serialId(),
  code: text('code').notNull().unique(),
  amount_minor: integer('amount_minor').notNull().default(0),
  percent_hundredths: integer('percent_hundredths').notNull().default(0),
  products: text('products').array().notNull().default(sql`'{}'`),
  valid_until: timestamptz('valid_until'),
  max_uses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  ...timestamps(),
});

/** Money given back on a paid order, by an admin: recorded for good, never deleted. */
export const billingRefunds = pgTable(
  'billing_refunds',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => billingOrders.id),
    amount_minor: integer('amount_minor').notNull(),
    reason: text('reason').notNull(),
    admin_user_id: integer('admin_user_id').notNull(),
    provider_refund_id: text('provider_refund_id').unique(),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('billing_refunds_order_idx').on(t.order_id)],
);

/** Invoice numbers: one sequence, so two orders paid at once never share one, and none is skipped on purpose. */
export const invoiceNumbers = pgSequence('billing_invoice_numbers', { startWith: 1 });

/**
 * What a company's invoices name as the buyer (its legal name, address and VAT number), as its owner keeps them.
 * An order copies them when it is made, so an invoice never changes afterwards.
 */
export const billingDetails = pgTable('billing_details', {
  company_id: integer('company_id').primaryKey(),
  legal_name: text('legal_name').notNull(),
  address: text('address').notNull().default(''),
  vat_id: text('vat_id').notNull().default(''),
  ...timestamps(),
});

/**
 * A paid promotion of a vacancy (turbo, a vacancy's premium) while it lasts: billing asks vacancies to raise the
 * vacancy when it is paid, and a job lowers it again once `ends_at` has passed (`ended_at` set then).
 */
export const vacancyPromotions = pgTable(
  'billing_vacancy_promotions',
  {
    order_id: integer('order_id')
      .primaryKey()
      .references(() => billingOrders.id),
    vacancy_id: integer('vacancy_id').notNull(),
    kind: text('kind').notNull(),
    ends_at: timestamptz('ends_at').notNull(),
    ended_at: timestamptz('ended_at'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('billing_vacancy_promotions_due_idx').on(t.ends_at).where(sql`${t.ended_at} is null`),
    index('billing_vacancy_promotions_vacancy_idx').on(t.vacancy_id),
  ],
);

/**
 * A hire a company reported (spec section 1's successful hiring): an accepted job offer of its team, and the order
 * that pays its fee (spec section 9 leaves the fee to us: `BILLING.successfulHiring`, less the tariff's discount).
 * Ids of other modules' rows, so no foreign keys but the order's.
 */
export const billingHires = pgTable(
  'billing_hires',
  {
    id: serialId(),
    company_id: integer('company_id').notNull(),
    reported_by: integer('reported_by').notNull(),
    offer_id: integer('offer_id').notNull().unique(),
    vacancy_id: integer('vacancy_id').notNull(),
    order_id: integer('order_id').references(() => billingOrders.id),
    fee_minor: integer('fee_minor').notNull(),
    due_at: timestamptz('due_at').notNull(),
    ...timestamps(),
  },
  (t) => [index('billing_hires_company_idx').on(t.company_id, t.created_at)],
);
