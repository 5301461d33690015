import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestHandler } from './api-server.ts';
import { loadBrowserAssets } from './browser-assets.ts';
import { randomToken } from './ids.ts';
import { createState } from './state.ts';
import { createWebhookSender, type Delivery, type WebhookLogger } from './webhook-sender.ts';

export type PaymentsStandIn = {
  /** `http://127.0.0.1:<port>`: give it to the SDK as `{ host, port, protocol: 'http' }`. */
  url: string;
  /** The key the SDK uses (`Authorization: Bearer`); any other is refused as Stripe refuses it. */
  secretKey: string;
  /** The key the browser script takes: `Stripe(publishableKey)`. */
  publishableKey: string;
  /** `${url}/v3/`: the Stripe.js stand-in. */
  scriptUrl: string;
  webhookSecret: string;
  /** Where events are POSTed; events made before it is set wait for it. */
  setWebhookUrl(url: string): void;
  /** Sends an event again as it was (same id), as Stripe does when it retries: for testing idempotent handlers. */
  resend(eventId: string): Promise<Delivery>;
  /** Every delivery attempt so far, in order. */
  deliveries(): Delivery[];
  /** Resolves when every event made so far has been delivered or given up on. */
  settled(): Promise<void>;
  close(): Promise<void>;
};

export type PaymentsStandInOptions = {
  port?: number;
  host?: string;
  webhookUrl?: string;
  webhookSecret?: string;
  logger?: WebhookLogger;
  /** Pauses before each retry of a webhook answered with other than 2xx (default 250, 500 and 1000 ms). */
  retryDelaysMs?: readonly number[];
};

/**
 * A stand-in for Stripe, used when no Stripe key is configured (local runs and tests): a real HTTP server in this
 * process that answers the part of Stripe's API we call, in Stripe's shapes, so the official SDK works against it
 * unchanged; it signs its webhooks as Stripe does and serves a Stripe.js stand-in whose card form is its own page.
 */
export async function startPaymentsStandIn(options: PaymentsStandInOptions = {}): Promise<PaymentsStandIn> {
  const host = options.host ?? '127.0.0.1';
  const secretKey = `sk_test_standin_${randomToken(24)}`;
  const publishableKey = `pk_test_standin_${randomToken(24)}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomToken(32)}`;
  const state = createState();
  const sender = createWebhookSender({
    secret: webhookSecret,
    url: options.webhookUrl,
    retryDelaysMs: options.retryDelaysMs ?? [250, 500, 1000],
    logger: options.logger,
  });
  const handler = createRequestHandler({
    state,
    keys: { secret: secretKey, publishable: publishableKey },
    sender,
    assets: loadBrowserAssets(),
    logger: options.logger,
  });
  // A client that goes away mid-request is its own business: nothing it does may take the process down.
  const server = createServer((req, res) => {
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    handler(req, res).catch((error: Error) =>
      options.logger?.warn({ error: error.message }, 'payments stand-in: request failed'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const url = `http://${urlHost(host)}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    secretKey,
    publishableKey,
    scriptUrl: `${url}/v3/`,
    webhookSecret,
    setWebhookUrl: sender.setUrl,
    resend(eventId) {
      const event = state.events.get(eventId);
      if (!event) return Promise.reject(new Error(`No such event: '${eventId}'`));
      return sender.resend(event);
    },
    deliveries: sender.deliveries,
    settled: sender.settled,
    async close() {
      await sender.close();
      await closeServer(server);
    },
  };
}

/** A wildcard address is reached at loopback; an IPv6 one goes in brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
