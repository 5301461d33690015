import { amountText, type Locale, money } from '@hushwork/contract';
import { translate } from '../../../../platform/i18n/server-i18n.ts';
import type { OrderRow } from '../../lib/order.repo.ts';
import { titleOf } from '../../lib/present.ts';
import type { Buyer } from './buyer.ts';

/** Who issues the invoices: the operator, as the deployment's configuration names it. */
export type Seller = { name: string; address: string; vat_id: string };

/** A paid order: it has its number and the time the provider confirmed the payment. */
export type InvoicedOrder = OrderRow & { invoice_number: string; paid_at: Date };

/** Every word and figure of one invoice, in the reader's language: the PDF only lays it out. */
export type InvoiceDocument = {
  locale: Locale;
  number: string;
  heading: string;
  seller: { label: string; lines: string[] };
  buyer: { label: string; lines: string[] };
  facts: [label: string, value: string][];
  columns: { item: string; period: string; price: string; discount: string; total: string };
  line: { item: string; note: string | null; period: string; price: string; discount: string; total: string };
  totals: [label: string, value: string][];
  notes: string[];
};

const NO_VALUE = '—';

/**
 * The VAT inside a price that includes it (`BILLING.vatRatePercent`), in whole cents: gross × rate / (100 + rate),
 * rounded half up in integers.
 */
export const vatInside = (grossMinor: number, ratePercent: number): number =>
  Math.floor((2 * grossMinor * ratePercent + (100 + ratePercent)) / (2 * (100 + ratePercent)));

/** Lines of a block: a multi-line address keeps its lines, empty ones dropped. */
const linesOf = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

export function invoiceDocumentOf(
  order: InvoicedOrder,
  { seller, buyer, locale, vatRatePercent }: { seller: Seller; buyer: Buyer; locale: Locale; vatRatePercent: number },
): InvoiceDocument {
  const t = (key: string, params?: Record<string, string>) => translate(locale, `Billing:invoice.${key}`, params);
  // No-break spaces: "2 490 $" never wraps inside a narrow column.
  const price = (minor: number) =>
    translate(locale, 'Billing:price', { amount: amountText(money(minor), locale) }).replace(/ /g, '\u00a0');
  const less = (minor: number) => (minor > 0 ? `−${price(minor)}` : NO_VALUE);
  // Dates as the provider's events record them (UTC), so an invoice reads the same wherever it is opened.
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const vatIdLine = (vatId: string | undefined) => (vatId ? [`${t('vatId')}: ${vatId}`] : []);
  const paidOn = dates.format(order.paid_at);

  const totals: InvoiceDocument['totals'] = [
    [t('vatRate'), percent.format(vatRatePercent / 100)],
    [t('vatAmount'), price(vatInside(order.amount_minor, vatRatePercent))],
    [t('total'), price(order.amount_minor)],
  ];
  if (order.refunded_minor > 0) totals.push([t('refunded'), less(order.refunded_minor)]);

  return {
    locale,
    number: order.invoice_number,
    heading: `${t('title')} ${order.invoice_number}`,
    seller: { label: t('seller'), lines: [seller.name, ...linesOf(seller.address), ...vatIdLine(seller.vat_id)] },
    buyer: {
      label: t('buyer'),
      lines: [buyer.name, ...linesOf(buyer.address), ...vatIdLine(buyer.vat_id), buyer.email],
    },
    facts: [
      [t('number'), order.invoice_number],
      [t('date'), paidOn],
      [t('paidOn'), paidOn],
    ],
    columns: {
      item: t('item'),
      period: t('period'),
      price: t('price'),
      discount: t('discount'),
      total: t('total'),
    },
    line: {
      item: titleOf(order, locale),
      note: order.promo_code ? t('promoCode', { code: order.promo_code }) : null,
      period: order.paid_until ? `${paidOn} – ${dates.format(order.paid_until)}` : NO_VALUE,
      price: price(order.list_amount_minor),
      discount: less(order.list_amount_minor - order.amount_minor),
      total: price(order.amount_minor),
    },
    totals,
    notes: vatRatePercent === 0 ? [t('vatNotCharged')] : [],
  };
}
