import { money, type TAdminOrder } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { centsOf, isRefundable, listAddressOf, ordersQueryOf, typedOf, ZRefundForm } from './refund-form.ts';

const order = (overrides: Partial<TAdminOrder> = {}): TAdminOrder => ({
  id: 7,
  product: 'turbo',
  tariff: null,
  period: null,
  subject_id: null,
  title: 'Turbo',
  amount: money(9_900),
  list_amount: money(9_900),
  promo_code: null,
  pay_status: 'Paid',
  rejection: null,
  created_at: '2026-11-01T10:00:00.000Z',
  paid_at: '2026-11-01T10:00:00.000Z',
  paid_until: null,
  refunded: money(0),
  invoice_number: 'HW-2026-000001',
  company_id: 3,
  user_id: 4,
  buyer_name: 'Works',
  provider_reference: 'pi_1',
  refunds: [],
  ...overrides,
});

describe('the refund form', () => {
  it('reads dollars and cents as typed in any of the languages, into cents', () => {
    expect(centsOf('12')).toBe(1_200);
    expect(centsOf('12.5')).toBe(1_250);
    expect(centsOf(' 12,05 ')).toBe(1_205);
    expect(centsOf('0.01')).toBe(1);
  });

  it('refuses what is not an amount with the catalog’s words, and a reason too short', () => {
    for (const amount of ['', '-1', '1.234', '12.', '1 000', 'ten', '1000000']) {
      expect(ZRefundForm.safeParse({ amount, reason: 'Charged twice' }).success, amount).toBe(false);
    }
    const refused = ZRefundForm.safeParse({ amount: 'ten', reason: 'no' });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['amount', 'validation:moneyAmount'],
      ['reason', 'validation:required'],
    ]);
    expect(ZRefundForm.parse({ amount: '999999.99', reason: ' Charged twice ' })).toEqual({
      amount: '999999.99',
      reason: 'Charged twice',
    });
  });

  it('starts the amount at the rest, written as the admin’s language writes decimals', () => {
    expect(typedOf(8_850, 'en')).toBe('88.50');
    expect(typedOf(123_456, 'uk')).toBe('1234,56');
  });

  it('offers a refund for an order paid at the provider with something left only', () => {
    expect(isRefundable(order())).toBe(true);
    expect(isRefundable(order({ refunded: money(9_000) }))).toBe(true);
    expect(isRefundable(order({ refunded: money(9_900) }))).toBe(false);
    expect(isRefundable(order({ provider_reference: null }))).toBe(false);
    expect(isRefundable(order({ pay_status: 'PayRejected' }))).toBe(false);
  });
});

describe('the orders list address', () => {
  it('keeps the filters the API knows and drops the rest', () => {
    const url = new URL('http://x/admin/orders?status=Paid&product=nope&page=0');
    expect(ordersQueryOf(url)).toEqual({ status: 'Paid', product: undefined, page: 1 });
    expect(ordersQueryOf(new URL('http://x/admin/orders?product=turbo&page=3'))).toMatchObject({
      product: 'turbo',
      page: 3,
    });
  });

  it('closes the refund back to the same filtered page', () => {
    expect(listAddressOf(new URL('http://x/uk/admin/orders?status=Paid&refund=7&page=2'))).toBe(
      '/uk/admin/orders?status=Paid&page=2',
    );
    expect(listAddressOf(new URL('http://x/admin/orders?refund=7'))).toBe('/admin/orders');
  });
});
