import type { StoredEvent } from './state.ts';
import { signatureHeader } from './webhook-signature.ts';

/** One attempt to deliver an event: the status the endpoint answered, or null when it could not be reached. */
export type Delivery = { eventId: string; type: string; attempt: number; statusCode: number | null; error?: string };

export type WebhookLogger = { warn(obj: object, msg: string): void };

export type WebhookSenderOptions = {
  secret: string;
  url?: string;
  /** The pauses before each retry of an answer other than 2xx; their count is the number of retries. */
  retryDelaysMs: readonly number[];
  logger?: WebhookLogger;
};

/** An endpoint that takes longer has failed: Stripe gives up on a webhook after some seconds too. */
const TIMEOUT_MS = 10_000;

type Queued = { event: StoredEvent; done: (last: Delivery) => void };

/**
 * Sends events to the webhook URL one at a time, in the order they happened, each retried before the next is sent,
 * so a test sees them in order. Events wait while no URL is set. A failure is logged, never thrown.
 */
export function createWebhookSender(options: WebhookSenderOptions) {
  let url = options.url;
  let isClosed = false;
  let pumping: Promise<void> | null = null;
  const queue: Queued[] = [];
  const deliveries: Delivery[] = [];

  async function attempt(event: StoredEvent, attemptNo: number): Promise<Delivery> {
    // Stripe sends its events pretty-printed; the signature covers these exact bytes.
    const payload = JSON.stringify(event, null, 2);
    const base = { eventId: event.id, type: event.type, attempt: attemptNo };
    try {
      const response = await fetch(url!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signatureHeader(payload, options.secret),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'cache-control': 'no-cache',
        },
        body: payload,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      return { ...base, statusCode: response.status };
    } catch (error) {
      return { ...base, statusCode: null, error: (error as Error).message };
    }
  }

  async function deliver({ event, done }: Queued) {
    let last: Delivery | undefined;
    for (let attemptNo = 1; attemptNo <= options.retryDelaysMs.length + 1 && !isClosed; attemptNo += 1) {
      if (attemptNo > 1) await new Promise((resolve) => setTimeout(resolve, options.retryDelaysMs[attemptNo - 2]));
      last = await attempt(event, attemptNo);
      deliveries.push(last);
      if (last.statusCode !== null && last.statusCode >= 200 && last.statusCode < 300) break;
    }
    const isDelivered = last?.statusCode != null && last.statusCode >= 200 && last.statusCode < 300;
    if (last && !isDelivered) {
      options.logger?.warn(
        { eventId: event.id, type: event.type, statusCode: last.statusCode, attempts: last.attempt, error: last.error },
        'payments stand-in: webhook not delivered',
      );
    }
    if (last) done(last);
  }

  function pump() {
    if (pumping || !url || isClosed) return;
    pumping = (async () => {
      while (queue.length > 0 && url && !isClosed) await deliver(queue.shift()!);
    })()
      .catch((error: Error) =>
        options.logger?.warn({ error: error.message }, 'payments stand-in: webhook sender failed'),
      )
      .finally(() => {
        pumping = null;
        if (queue.length > 0) pump();
      });
  }

  function enqueue(event: StoredEvent): Promise<Delivery> {
    return new Promise((done) => {
      queue.push({ event, done });
      pump();
    });
  }

  return {
    send(event: StoredEvent) {
      void enqueue(event);
    },
    /** Sends an event again as it was first sent (same id): what Stripe does when a delivery is retried. */
    resend: enqueue,
    setUrl(next: string) {
      url = next;
      pump();
    },
    deliveries: () => deliveries.map((delivery) => ({ ...delivery })),
    /** Resolves once every event made so far has been delivered or given up on (at once when no URL is set). */
    async settled() {
      while (pumping) await pumping;
    },
    async close() {
      isClosed = true;
      await pumping;
      for (const { event, done } of queue.splice(0)) {
        done({ eventId: event.id, type: event.type, attempt: 0, statusCode: null, error: 'the stand-in closed' });
      }
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
