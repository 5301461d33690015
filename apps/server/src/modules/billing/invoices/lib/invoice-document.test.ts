import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../lib/order.repo.ts';
import { type InvoicedOrder, invoiceDocumentOf, vatInside } from './invoice-document.ts';

const NBSP = '\u00a0';
const paidAt = new Date('2026-11-28T10:00:00Z');
const order = {
  id: 7,
  product: 'employer_tariff',
  tariff: 'scale',
  period: 'year',
  list_amount_minor: 249_000,
  amount_minor: 224_100,
  promo_code: 'SPRING10',
  refunded_minor: 5_000,
  invoice_number: 'HW-2026-000042',
  paid_at: paidAt,
  paid_until: new Date('2027-11-28T10:00:00Z'),
} as Partial<OrderRow> as InvoicedOrder;
const seller = { name: 'Hushwork OÜ', address: 'Narva mnt 5\n\n10117 Tallinn', vat_id: '' };
const buyer = { name: 'Kyiv Works', email: 'owner@example.com', vat_id: 'UA1234567890' };

describe('an invoice’s words and figures', () => {
  it('takes the VAT inside a gross price in whole cents, rounding half up', () => {
    expect(vatInside(12_000, 20)).toBe(2_000);
    expect(vatInside(100, 23)).toBe(19);
    expect(vatInside(224_100, 0)).toBe(0);
  });

  it('shows the list price, the promo discount, the VAT in the total, the refund, and the note only at rate 0', () => {
    const withVat = invoiceDocumentOf(order, { seller, buyer, locale: 'en', vatRatePercent: 20 });
    expect(withVat.line).toEqual({
      item: 'Scale tariff · yearly',
      note: 'Promo code SPRING10',
      period: 'November 28, 2026 – November 28, 2027',
      price: `$2${NBSP}490`,
      discount: '−$249',
      total: `$2${NBSP}241`,
    });
    expect(withVat.totals).toEqual([
      ['VAT rate', '20%'],
      ['VAT amount', `$373.50`],
      ['Total', `$2${NBSP}241`],
      ['Refunded', '−$50'],
    ]);
    expect(withVat.notes).toEqual([]);
    expect(withVat.seller.lines).toEqual(['Hushwork OÜ', 'Narva mnt 5', '10117 Tallinn']);
    expect(withVat.buyer.lines).toEqual(['Kyiv Works', 'VAT number: UA1234567890', 'owner@example.com']);

    const withoutVat = invoiceDocumentOf(order, { seller, buyer, locale: 'de', vatRatePercent: 0 });
    expect(withoutVat.totals.slice(0, 2)).toEqual([
      ['USt-Satz', `0${NBSP}%`],
      ['USt-Betrag', `0${NBSP}$`],
    ]);
    expect(withoutVat.notes).toEqual([
      'Keine Umsatzsteuer berechnet: Der Verkäufer ist nicht für die Umsatzsteuer registriert.',
    ]);
  });
});
