import type Stripe from 'stripe';
import { buildCharge } from './charges.ts';
import type { Ctx } from './context.ts';
import { invoicePaid, invoicePaymentFailed } from './invoice-collection.ts';
import { nowFor } from './state.ts';
import type { Decline } from './test-cards.ts';

/**
 * Charges `method` for `intent`, with what the card does (`decline`, or null when it goes through): a charge is
 * recorded either way, the intent succeeds or goes back to `requires_payment_method` with its `last_payment_error`,
 * and an invoice the intent collects is paid or marked failed. Returns the charge.
 */
export function collectPayment(
  ctx: Ctx,
  intent: Stripe.PaymentIntent,
  method: Stripe.PaymentMethod,
  decline: Decline | null,
): Stripe.Charge {
  const now = nowFor(ctx.state, intent.customer as string | null);
  const charge = buildCharge(intent, method, decline, now);
  ctx.state.charges.set(charge.id, charge);
  intent.latest_charge = charge.id;
  const invoice = ctx.state.invoices.get(ctx.state.invoiceOfIntent.get(intent.id) ?? '');
  if (decline) {
    // Stripe leaves a declined intent without a payment method: the next confirmation brings one.
    intent.payment_method = null;
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      type: 'card_error',
      charge: charge.id,
      code: decline.code as Stripe.PaymentIntent.LastPaymentError.Code,
      decline_code: decline.decline_code,
      doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
      message: decline.message,
      payment_method: structuredClone(method),
    };
    ctx.emit('charge.failed', charge);
    ctx.emit('payment_intent.payment_failed', intent);
    if (invoice) invoicePaymentFailed(ctx, invoice, now);
    return charge;
  }
  intent.payment_method = method.id;
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.last_payment_error = null;
  if (intent.setup_future_usage && intent.customer && !method.customer) {
    method.customer = intent.customer as string;
    ctx.emit('payment_method.attached', method);
  }
  ctx.emit('charge.succeeded', charge);
  ctx.emit('payment_intent.succeeded', intent);
  if (invoice) invoicePaid(ctx, invoice, intent, now);
  return charge;
}
