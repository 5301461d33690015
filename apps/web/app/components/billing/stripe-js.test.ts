import { describe, expect, it } from 'vitest';
import { paymentPathOf, paymentSuccessPathOf } from './payment-paths.ts';
import { declineKeyOf } from './stripe-js.ts';

describe('the words for a card the provider refused', () => {
  it('reads the bank’s reason first, then the card error’s code', () => {
    expect(declineKeyOf({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' })).toBe(
      'insufficient_funds',
    );
    expect(declineKeyOf({ type: 'card_error', code: 'expired_card' })).toBe('expired_card');
    expect(declineKeyOf({ type: 'card_error' })).toBe('card_declined');
  });

  it('leaves an incomplete field to the card form, and calls other failures a processing error', () => {
    expect(declineKeyOf({ type: 'validation_error', code: 'incomplete_number' })).toBeNull();
    expect(declineKeyOf({ type: 'api_connection_error' })).toBe('processing_error');
  });
});

describe('the payment pages’ addresses', () => {
  it('carries the order, the page to return to and the card form’s success', () => {
    expect(paymentPathOf(42)).toBe('/payment?order=42');
    expect(paymentPathOf(42, '/profile/add-job?x=1')).toBe('/payment?order=42&redirect=%2Fprofile%2Fadd-job%3Fx%3D1');
    expect(paymentSuccessPathOf(42, null, true)).toBe('/payment/success?order=42&redirect_status=succeeded');
    expect(paymentSuccessPathOf(42, '/uk/profile')).toBe('/payment/success?order=42&redirect=%2Fuk%2Fprofile');
  });
});
