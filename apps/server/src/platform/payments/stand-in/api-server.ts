import type { IncomingMessage, ServerResponse } from 'node:http';
import { StripeApiError, unauthorized } from './api-error.ts';
import type { ApiRoute } from './api-route.ts';
import { type BrowserAssets, serveBrowserAsset } from './browser-assets.ts';
import { chargeRoutes } from './charges.ts';
import { API_VERSION, contextFor } from './context.ts';
import { customerRoutes } from './customers.ts';
import { eventRoutes } from './event-routes.ts';
import { parseForm } from './form-body.ts';
import { createIdempotency } from './idempotency.ts';
import { randomToken } from './ids.ts';
import { invoiceRoutes } from './invoices.ts';
import { paymentIntentRoutes } from './payment-intent-routes.ts';
import { paymentMethodRoutes } from './payment-methods.ts';
import { priceRoutes } from './prices.ts';
import { refundRoutes } from './refunds.ts';
import type { StandInState } from './state.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { testClockRoutes } from './test-clocks.ts';
import type { WebhookLogger, WebhookSender } from './webhook-sender.ts';

const ROUTES: ApiRoute[] = [
  ...customerRoutes,
  ...priceRoutes,
  ...paymentIntentRoutes,
  ...paymentMethodRoutes,
  ...chargeRoutes,
  ...invoiceRoutes,
  ...subscriptionRoutes,
  ...refundRoutes,
  ...testClockRoutes,
  ...eventRoutes,
];

/** Stripe.js calls the API from the page's origin: Stripe answers every origin. */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Request-Id, Stripe-Version, Idempotency-Key',
};
const MAX_BODY = 1 << 20;

export type ApiServerOptions = {
  state: StandInState;
  keys: { secret: string; publishable: string };
  sender: WebhookSender;
  assets: BrowserAssets;
  logger?: WebhookLogger;
};

type Answer = { status: number; body: string; isReplay?: boolean };
type Compiled = ApiRoute & { pattern: RegExp; names: string[] };

function compile(route: ApiRoute): Compiled {
  const names: string[] = [];
  const source = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { ...route, pattern: new RegExp(`^${source}$`), names };
}

const json = (status: number, value: unknown): Answer => ({ status, body: JSON.stringify(value, null, 2) });

/** The stand-in's HTTP answers: the browser's files, then Stripe's API under `/v1`. */
export function createRequestHandler(options: ApiServerOptions) {
  const routes = ROUTES.map(compile);
  const idempotency = createIdempotency();

  function keyOf(header: string | undefined): 'secret' | 'publishable' {
    const given = header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? basicUser(header);
    if (!given) {
      throw unauthorized(
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      );
    }
    if (given === options.keys.secret) return 'secret';
    if (given === options.keys.publishable) return 'publishable';
    const masked = `${given.slice(0, given.indexOf('_', 3) + 1)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`;
    throw unauthorized(`Invalid API Key provided: ${masked}`);
  }

  function answer(req: IncomingMessage, url: URL, raw: string, requestId: string): Answer {
    let idempotencyKey: string | undefined;
    let scope = '';
    const fingerprint = `${req.method} ${url.pathname}\n${raw}`;
    let result: Answer;
    try {
      const key = keyOf(req.headers.authorization);
      scope = key;
      const match = findRoute(req.method ?? 'GET', url.pathname);
      if (!match) {
        return json(404, {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${req.method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
          },
        });
      }
      if (key === 'publishable' && !match.route.isPublishable) {
        throw unauthorized(
          'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
        );
      }
      const header = req.headers['idempotency-key'];
      idempotencyKey = req.method === 'POST' && typeof header === 'string' && header ? header : undefined;
      if (idempotencyKey) {
        const kept = idempotency.replay(scope, idempotencyKey, fingerprint);
        if (kept) return { status: kept.status, body: kept.body, isReplay: true };
      }
      const body = parseForm(req.method === 'POST' ? raw : url.search.slice(1));
      const ctx = contextFor(
        options.state,
        { id: requestId, idempotency_key: idempotencyKey ?? null },
        options.sender.send,
      );
      result = json(200, match.route.handle({ params: match.params, body, key, ctx }));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      result = json(error.status, { error: error.body });
    }
    if (idempotencyKey) idempotency.keep(scope, idempotencyKey, fingerprint, result.status, result.body);
    return result;
  }

  function findRoute(method: string, path: string) {
    for (const route of routes) {
      if (route.method !== method) continue;
      const found = route.pattern.exec(path);
      if (!found) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
      return { route, params };
    }
    return null;
  }

  return async function handleRequest(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (serveBrowserAsset(options.assets, req, res, url)) return;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...CORS,
        'access-control-allow-methods': 'GET, POST, DELETE',
        'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
        'access-control-max-age': '300',
      });
      res.end();
      return;
    }
    const requestId = `req_${randomToken(14)}`;
    let result: Answer;
    try {
      result = answer(req, url, await readBody(req), requestId);
    } catch (error) {
      options.logger?.warn(
        { error: (error as Error).message, path: url.pathname },
        'payments stand-in: request failed',
      );
      result = json(500, {
        error: { type: 'api_error', message: 'An unknown error occurred in the payments stand-in.' },
      });
    }
    res.writeHead(result.status, {
      ...CORS,
      'content-type': 'application/json',
      'cache-control': 'no-cache, no-store',
      'request-id': requestId,
      'stripe-version': API_VERSION,
      ...(typeof req.headers['idempotency-key'] === 'string'
        ? { 'idempotency-key': req.headers['idempotency-key'] }
        : {}),
      ...(result.isReplay ? { 'idempotent-replayed': 'true' } : {}),
      // A 500 here is a bug in the stand-in, which a retry would only repeat.
      ...(result.status >= 500 ? { 'stripe-should-retry': 'false' } : {}),
    });
    res.end(result.body);
  };
}

function basicUser(header: string | undefined): string | undefined {
  const encoded = header?.match(/^Basic\s+(\S+)$/i)?.[1];
  return encoded ? Buffer.from(encoded, 'base64').toString('utf8').split(':')[0] || undefined : undefined;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
