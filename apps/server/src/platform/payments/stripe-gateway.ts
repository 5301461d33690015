import type Stripe from 'stripe';
import { AppError } from '../http/app-error.ts';
import type { Logger } from '../logger.ts';
import type { PaymentEvent, PaymentGateway } from './payment-gateway.ts';
import { readStripeEvent, subscriptionOf } from './read-stripe-event.ts';

export type StripeCoordinates = {
  kind: 'stripe' | 'stand-in';
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  scriptUrl: string;
  /** The stand-in's address; Stripe's own by default. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

/** Stripe's SDK is large: loaded on the first payment, so a start that takes none does not pay for it. */
let sdk: Promise<typeof import('stripe')> | undefined;

/**
 * The gateway on Stripe's official SDK, for Stripe itself or the stand-in (which answers the same HTTP). A refusal
 * by the provider becomes `PAYMENT_PROVIDER_UNAVAILABLE` with the provider's words only in the log: nothing was
 * charged, and the buyer may try again.
 */
export function createStripeGateway(coordinates: StripeCoordinates, logger: Logger): PaymentGateway {
  let client: Promise<Stripe> | undefined;
  const stripe = () => {
    if (!client) {
      sdk ??= import('stripe');
      client = sdk.then(
        ({ default: StripeClient }) =>
          new StripeClient(coordinates.secretKey, {
            maxNetworkRetries: 2,
            timeout: 15_000,
            ...(coordinates.api ?? {}),
          }),
      );
    }
    return client;
  };
  const call = async <T>(what: string, work: (client: Stripe) => Promise<T>): Promise<T> => {
    try {
      return await work(await stripe());
    } catch (error) {
      logger.error({ err: error, provider: coordinates.kind, call: what }, 'the payment provider refused a call');
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
  };
  const origin = new URL(coordinates.scriptUrl).origin;

  return {
    kind: coordinates.kind,
    publishableKey: coordinates.publishableKey,
    scriptUrl: coordinates.scriptUrl,
    origins: coordinates.kind === 'stripe' ? [origin, 'https://*.stripe.com'] : [origin],

    createCustomer: ({ email, name, metadata }) =>
      call('customers.create', async (client) => (await client.customers.create({ email, name, metadata })).id),

    createPayment: ({ customerId, amount, description, metadata, idempotencyKey }) =>
      call('paymentIntents.create', async (client) => {
        const intent = await client.paymentIntents.create(
          {
            amount: amount.amount,
            currency: amount.currency.toLowerCase(),
            customer: customerId,
            description,
            metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey },
        );
        if (!intent.client_secret) throw new Error(`payment intent ${intent.id} came without a client secret`);
        return { paymentId: intent.id, clientSecret: intent.client_secret };
      }),

    createSubscription: ({ customerId, amount, interval, productName, metadata, idempotencyKey }) =>
      call('subscriptions.create', async (client) => {
        const price = await client.prices.create(
          {
            unit_amount: amount.amount,
            currency: amount.currency.toLowerCase(),
            recurring: { interval },
            product_data: { name: productName },
            metadata,
          },
          { idempotencyKey: `${idempotencyKey}-price` },
        );
        const subscription = await client.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: price.id }],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata,
            expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
          },
          { idempotencyKey },
        );
        const invoice = subscription.latest_invoice as Stripe.Invoice | null;
        const secret = invoice?.confirmation_secret?.client_secret;
        if (!invoice?.id || !secret) throw new Error(`subscription ${subscription.id} came without a payable invoice`);
        const intent = invoice.payments?.data[0]?.payment.payment_intent;
        return {
          subscriptionId: subscription.id,
          invoiceId: invoice.id,
          intentId: intent ? (typeof intent === 'string' ? intent : intent.id) : null,
          clientSecret: secret,
        };
      }),

    clientSecretOf: (paymentId) =>
      call('clientSecret', async (client) => {
        const secret = paymentId.startsWith('in_')
          ? (await client.invoices.retrieve(paymentId, { expand: ['confirmation_secret'] })).confirmation_secret
              ?.client_secret
          : (await client.paymentIntents.retrieve(paymentId)).client_secret;
        if (!secret) throw new Error(`${paymentId} has no client secret`);
        return secret;
      }),

    setCancelAtPeriodEnd: (subscriptionId, cancel) =>
      call('subscriptions.update', async (client) =>
        subscriptionOf(await client.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel })),
      ),

    refund: ({ paymentId, amountMinor, idempotencyKey }) =>
      call('refunds.create', async (client) => {
        const intent = paymentId.startsWith('in_') ? await invoicePaymentIntent(client, paymentId) : paymentId;
        const refund = await client.refunds.create(
          { payment_intent: intent, amount: amountMinor, reason: 'requested_by_customer' },
          { idempotencyKey },
        );
        return { refundId: refund.id };
      }),

    readEvent: async (rawBody, signature): Promise<PaymentEvent> => {
      const client = await stripe();
      let event: Stripe.Event;
      try {
        event = await client.webhooks.constructEventAsync(rawBody, signature ?? '', coordinates.webhookSecret);
      } catch {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      return readStripeEvent(event);
    },
  };
}

/** A subscription's period is paid by an invoice, whose payment intent is what a refund names. */
async function invoicePaymentIntent(client: Stripe, invoiceId: string): Promise<string> {
  const invoice = await client.invoices.retrieve(invoiceId, { expand: ['payments'] });
  const intent = invoice.payments?.data[0]?.payment.payment_intent;
  if (!intent) throw new Error(`invoice ${invoiceId} has no payment to refund`);
  return typeof intent === 'string' ? intent : intent.id;
}
