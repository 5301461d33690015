import type Stripe from 'stripe';
import { invalidRequest, missingParam, noSuch } from './api-error.ts';
import type { ApiRoute } from './api-route.ts';
import { render } from './expand.ts';
import { newId } from './ids.ts';
import { allowOnly, enumParam, expandParam, intParam, metadataParam, stringParam } from './params.ts';
import { nowFor } from './state.ts';

export const refundRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/refunds',
    handle({ body, ctx }) {
      allowOnly(body, ['payment_intent', 'charge', 'amount', 'reason', 'metadata']);
      const intentId = stringParam(body, 'payment_intent');
      const chargeId = stringParam(body, 'charge');
      if (!intentId && !chargeId) throw missingParam('payment_intent');
      const intent = intentId ? ctx.state.paymentIntents.get(intentId) : undefined;
      if (intentId && !intent) throw noSuch('payment_intent', intentId, 'payment_intent');
      const charge = ctx.state.charges.get(chargeId ?? (intent?.latest_charge as string | null) ?? '');
      if (chargeId && !charge) throw noSuch('charge', chargeId, 'charge');
      if (charge?.status !== 'succeeded') {
        throw invalidRequest(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, {
          param: 'payment_intent',
        });
      }
      const left = charge.amount - charge.amount_refunded;
      if (left === 0) {
        throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
      }
      const amount = intParam(body, 'amount') ?? left;
      if (amount < 1 || amount > left) {
        throw invalidRequest(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, {
          code: 'amount_too_large',
          param: 'amount',
        });
      }
      const now = nowFor(ctx.state, charge.customer as string | null);
      const refund: Stripe.Refund = {
        id: newId('re'),
        object: 'refund',
        amount,
        balance_transaction: newId('txn'),
        charge: charge.id,
        created: now,
        currency: charge.currency,
        customer: charge.customer,
        customer_account: null,
        destination_details: {
          type: 'card',
          card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
        },
        metadata: metadataParam(body),
        payment_intent: charge.payment_intent,
        payment_method: charge.payment_method,
        reason: enumParam(body, 'reason', ['duplicate', 'fraudulent', 'requested_by_customer']) ?? null,
        receipt_number: null,
        source_transfer_reversal: null,
        status: 'succeeded',
        transfer_reversal: null,
      };
      ctx.state.refunds.set(refund.id, refund);
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      ctx.emit('charge.refunded', charge);
      ctx.emit('refund.created', refund);
      return render(ctx.state, refund, expandParam(body));
    },
  },
  {
    method: 'GET',
    path: '/v1/refunds/:id',
    handle({ params, body, ctx }) {
      const refund = ctx.state.refunds.get(params.id!);
      if (!refund) throw noSuch('refund', params.id!);
      return render(ctx.state, refund, expandParam(body));
    },
  },
];
