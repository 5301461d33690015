/** Spec section 4's pay statuses, as the API and the pages name them. */
export const PAY_STATUSES = ['UnPaid', 'WaitingForPay', 'Paid', 'PayRejected'] as const;
export type TPayStatus = (typeof PAY_STATUSES)[number];

/**
 * What may happen to an order's payment. `start`: the buyer opened the provider's card form; `succeed` and `fail`:
 * the provider's webhook said so (never the browser); `abandon`: a started payment outlived `BILLING.paymentWaitS`.
 */
export type TPayEvent = 'start' | 'succeed' | 'fail' | 'abandon';

/**
 * The one state machine of a payment. A missing entry is a transition that does not happen: the caller keeps the
 * status as it is. That is how events out of order change nothing: a failure reported after the success of a later
 * attempt finds the order `Paid`, which no event leaves (a refund is recorded beside a paid order, not instead of it).
 */
const TRANSITIONS: Record<TPayStatus, Partial<Record<TPayEvent, TPayStatus>>> = {
  UnPaid: { start: 'WaitingForPay', succeed: 'Paid', fail: 'PayRejected' },
  WaitingForPay: { start: 'WaitingForPay', succeed: 'Paid', fail: 'PayRejected', abandon: 'UnPaid' },
  PayRejected: { start: 'WaitingForPay', succeed: 'Paid' },
  Paid: {},
};

/** The status after `event`, or null when the event does not apply to `status`. */
export function nextPayStatus(status: TPayStatus, event: TPayEvent): TPayStatus | null {
  return TRANSITIONS[status][event] ?? null;
}
