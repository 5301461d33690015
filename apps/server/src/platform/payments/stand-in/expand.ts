import type Stripe from 'stripe';
import { invalidRequest } from './api-error.ts';
import { embeddedList } from './lists.ts';
import { objectById, type StandInState } from './state.ts';

type Node = Record<string, unknown>;

/**
 * An object as GET answers it, with `expand[]` honoured: an id becomes its object (`customer`, `latest_invoice`,
 * `items.data.price.product`), and a field Stripe leaves out unless asked for (`confirmation_secret`, `payments` on
 * an invoice) is included. The stored object is never touched.
 */
export function render<T extends object>(state: StandInState, object: T, expand: readonly string[] = []): T {
  const copy = structuredClone(object);
  for (const path of expand) {
    const segments = path.split('.');
    if (segments.length > 4)
      throw invalidRequest(`You cannot expand more than 4 levels of a property. Property: ${path}`, {
        param: 'expand',
      });
    expandPath(state, copy as Node, segments, path);
  }
  return copy;
}

function expandPath(state: StandInState, target: Node, segments: string[], path: string) {
  const [head, ...rest] = segments as [string, ...string[]];
  let value = target[head];
  if (typeof value === 'string' && head !== 'id' && head !== 'object') {
    const found = objectById(state, value);
    if (!found) throw notExpandable(path);
    value = structuredClone(found);
    target[head] = value;
  } else if (value === undefined) {
    value = included(state, target, head);
    if (value === undefined) throw notExpandable(path);
    target[head] = value;
  }
  if (value === null) return;
  if (typeof value !== 'object') throw notExpandable(path);
  if (rest.length === 0) return;
  const items = Array.isArray(value) ? value : [value];
  for (const item of items) if (item && typeof item === 'object') expandPath(state, item as Node, rest, path);
}

/** Fields Stripe includes only on request. */
function included(state: StandInState, target: Node, field: string): unknown {
  if (target.object !== 'invoice') return undefined;
  const invoice = target as unknown as Stripe.Invoice;
  if (field === 'confirmation_secret') {
    const intent = state.paymentIntents.get(state.intentOfInvoice.get(invoice.id) ?? '');
    if (!intent?.client_secret) return null;
    return { client_secret: intent.client_secret, type: 'payment_intent' } satisfies Stripe.Invoice.ConfirmationSecret;
  }
  if (field === 'payments') {
    const payments = [...state.invoicePayments.values()].filter((payment) => payment.invoice === invoice.id);
    return embeddedList(payments, `/v1/invoice_payments?invoice=${invoice.id}`);
  }
  return undefined;
}

const notExpandable = (path: string) =>
  invalidRequest(`This property cannot be expanded (${path}).`, { param: 'expand' });
