import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { PaymentsStandIn } from './start-payments-stand-in.ts';

/** The official SDK, pointed at the stand-in as the app points it. */
export function sdkFor(standIn: PaymentsStandIn, secretKey = standIn.secretKey): Stripe {
  const { hostname, port } = new URL(standIn.url);
  return new Stripe(secretKey, { host: hostname, port: Number(port), protocol: 'http', maxNetworkRetries: 0 });
}

export type WebhookReceiver = {
  url: string;
  /** Events that passed `stripe.webhooks.constructEvent`, in the order they came. */
  events: Stripe.Event[];
  /** Every request as it came: the raw body and the signature header. */
  requests: { body: string; signature: string }[];
  /** Answers the next requests with these statuses instead of 200. */
  answerNext(...statuses: number[]): void;
  ofType<T extends Stripe.Event['type']>(type: T): Extract<Stripe.Event, { type: T }>[];
  close(): Promise<void>;
};

/** Our webhook endpoint's part: verifies each delivery with the SDK, as the app's route will, and keeps it. */
export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const sdk = new Stripe('sk_test_unused');
  const events: Stripe.Event[] = [];
  const requests: WebhookReceiver['requests'] = [];
  const statuses: number[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const signature = String(req.headers['stripe-signature'] ?? '');
    requests.push({ body, signature });
    const status = statuses.shift() ?? 200;
    if (status === 200) {
      try {
        events.push(sdk.webhooks.constructEvent(body, signature, secret));
      } catch {
        res.writeHead(400).end();
        return;
      }
    }
    res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`,
    events,
    requests,
    answerNext: (...next) => statuses.push(...next),
    ofType: <T extends Stripe.Event['type']>(type: T) =>
      events.filter((event): event is Extract<Stripe.Event, { type: T }> => event.type === type),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type TestCard = { number: string; exp_month?: number; exp_year?: number; cvc?: string };

/**
 * Confirms an intent with a card exactly as the card form's iframe does: the publishable key, the client secret and
 * the card as `payment_method_data`, form-encoded. Answers the status and the JSON body.
 */
export async function payWithCard(standIn: PaymentsStandIn, clientSecret: string, card: TestCard) {
  const id = clientSecret.split('_secret_')[0]!;
  const body = new URLSearchParams({
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][exp_month]': String(card.exp_month ?? 12),
    'payment_method_data[card][exp_year]': String(card.exp_year ?? new Date().getUTCFullYear() + 2),
    'payment_method_data[card][cvc]': card.cvc ?? '123',
  });
  const response = await fetch(`${standIn.url}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${standIn.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { error?: Record<string, unknown> },
  };
}
