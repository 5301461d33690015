import type Stripe from 'stripe';

/** A decimal as Stripe sends it, a string: the SDK turns it into its `Decimal` only after parsing the JSON. */
export const wireDecimal = (value: number) =>
  String(value) as unknown as NonNullable<Stripe.Price['unit_amount_decimal']>;
