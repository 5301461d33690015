import type { TPayStatus } from '@hushwork/contract';

/** What the result page says: waiting for the provider, its verdict, or that its word is late. */
export type PaymentView = 'confirming' | 'paid' | 'rejected' | 'unpaid' | 'late';

/**
 * The page's view of an order. `Paid` is the only success, and only the provider's webhook sets it. While the order
 * waits, the page waits; when the card form has just taken the payment (`isConfirmedInBrowser`), an earlier refusal or
 * an abandoned start is old news until the provider's word arrives, so the page waits for that too. After
 * `hasTimedOut` it says what the order's status says, or that the word is late.
 */
export function paymentViewOf(status: TPayStatus, isConfirmedInBrowser: boolean, hasTimedOut: boolean): PaymentView {
  if (status === 'Paid') return 'paid';
  const isWaiting = status === 'WaitingForPay' || isConfirmedInBrowser;
  if (isWaiting && !hasTimedOut) return 'confirming';
  if (status === 'PayRejected') return 'rejected';
  if (status === 'UnPaid') return 'unpaid';
  return 'late';
}
