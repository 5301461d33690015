import { BILLING, type Locale } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { orderRepo } from '../lib/order.repo.ts';
import { payerOf } from '../lib/payer.ts';
import { type InvoicedOrder, invoiceDocumentOf, type Seller } from './lib/invoice-document.ts';

/** The PDF renderer and React are large: loaded with the first invoice, so a start that serves none does not pay. */
let renderer: Promise<typeof import('./lib/render-invoice.tsx')> | undefined;

const isInvoiced = (order: { invoice_number: string | null; paid_at: Date | null }): order is InvoicedOrder =>
  order.invoice_number !== null && order.paid_at !== null;

/**
 * A paid order's invoice, in the language asked for (else the reader's), for anyone who may read the order (a company's whole team).
 * The buyer is what the order copied when it was made, so the same invoice comes out however often it is asked for.
 */
export async function downloadInvoice({
  actor,
  input,
  db,
  seller,
}: UseCaseArgs<{ id: number; locale?: Locale | undefined }> & { seller: Seller }): Promise<{
  number: string;
  pdf: Buffer;
}> {
  requirePermission(actor, 'read:order:own');
  const payer = await payerOf(db, actor, { toPay: false });
  const order = await orderRepo.findOfPayer(db, payer, input.id);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  // The number is given when the provider confirms the payment, never before.
  if (!isInvoiced(order)) throw new AppError('ORDER_NOT_PAID');
  const invoice = invoiceDocumentOf(order, {
    seller,
    buyer: order.buyer ?? { name: payer.name, email: payer.email },
    locale: input.locale ?? actor.locale,
    vatRatePercent: BILLING.vatRatePercent,
  });
  renderer ??= import('./lib/render-invoice.tsx');
  const { renderInvoice } = await renderer;
  return {
    number: order.invoice_number,
    pdf: await renderInvoice(invoice, { author: seller.name, issuedAt: order.paid_at }),
  };
}
