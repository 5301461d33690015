import { describe, expect, it } from 'vitest';
import { paymentViewOf } from './payment-view.ts';

describe('what the payment result page says', () => {
  it('says paid only when the provider made the order Paid', () => {
    expect(paymentViewOf('Paid', false, false)).toBe('paid');
    expect(paymentViewOf('WaitingForPay', true, false)).toBe('confirming');
  });

  it('waits for the provider while the order waits, then says the word is late', () => {
    expect(paymentViewOf('WaitingForPay', false, false)).toBe('confirming');
    expect(paymentViewOf('WaitingForPay', false, true)).toBe('late');
  });

  it('holds an earlier refusal back while the card form has just taken the payment, for the time it waits', () => {
    expect(paymentViewOf('PayRejected', true, false)).toBe('confirming');
    expect(paymentViewOf('PayRejected', true, true)).toBe('rejected');
    expect(paymentViewOf('PayRejected', false, false)).toBe('rejected');
    expect(paymentViewOf('UnPaid', false, false)).toBe('unpaid');
  });
});
