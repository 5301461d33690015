import type Stripe from 'stripe';
import { newId } from './ids.ts';
import { realNow, type StandInState, type StoredEvent } from './state.ts';

/** The API version the installed SDK speaks; events say it as Stripe's do. */
export const API_VERSION = '2026-10-28.endive';

/** The request an event came from; both null for what Stripe does on its own (renewals, retries). */
export type RequestInfo = { id: string | null; idempotency_key: string | null };

export type Emit = (type: Stripe.Event.Type, object: { id: string }, previous?: object) => void;

/**
 * What a handler works with: the state, and `emit` to record an event (which the webhook sender then sends).
 * `emitOnItsOwn` records what Stripe does on its own (a test clock's renewals), with no request behind it.
 */
export type Ctx = { state: StandInState; emit: Emit; emitOnItsOwn: Emit };

const NO_REQUEST: RequestInfo = { id: null, idempotency_key: null };

export function contextFor(state: StandInState, request: RequestInfo, send: (event: StoredEvent) => void): Ctx {
  return { state, emit: emitterFor(state, request, send), emitOnItsOwn: emitterFor(state, NO_REQUEST, send) };
}

function emitterFor(state: StandInState, request: RequestInfo, send: (event: StoredEvent) => void): Emit {
  return (type, object, previous) => {
    const event: StoredEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: realNow(),
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request,
      type,
    };
    state.events.set(event.id, event);
    send(event);
  };
}

/** `previous_attributes` of an `*.updated` event: the top-level fields that changed, with their old values. */
export function previousOf<T extends object>(before: T, after: T): Partial<T> {
  const previous: Partial<T> = {};
  for (const key of Object.keys(before) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key];
  }
  return previous;
}
