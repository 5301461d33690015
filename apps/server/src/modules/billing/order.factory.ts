import { BILLING, type TPayStatus, type TProduct } from '@hushwork/contract';
import type { Db } from '../../platform/db/database.ts';
import { type OrderRow, orderRepo } from './lib/order.repo.ts';

export type OrderOptions = {
  companyId: number | null;
  userId: number;
  product: TProduct;
  amountMinor: number;
  tariff?: string | null;
  subjectId?: number | null;
  payStatus?: TPayStatus;
  rejectCode?: string | null;
  paidAt?: Date | null;
  paidUntil?: Date | null;
  buyer?: { name: string; email: string };
  createdAt?: Date;
};

/**
 * An order as the demo shows one in a given state, without the provider (a demo's orders are history: a paid one
 * has its invoice number; an unpaid or refused one-time order is paid anew through `me/orders/{id}/payment`).
 */
export async function createOrder(db: Db, options: OrderOptions): Promise<OrderRow> {
  const status = options.payStatus ?? 'UnPaid';
  const paidAt = status === 'Paid' ? (options.paidAt ?? options.createdAt ?? new Date()) : null;
  return orderRepo.insert(db, {
    company_id: options.companyId,
    user_id: options.userId,
    product: options.product,
    tariff: options.tariff ?? null,
    subject_id: options.subjectId ?? null,
    list_amount_minor: options.amountMinor,
    amount_minor: options.amountMinor,
    currency: BILLING.currency,
    pay_status: status,
    reject_code: status === 'PayRejected' ? (options.rejectCode ?? 'card_declined') : null,
    // A payment begun at the provider and not finished: the abandon job frees it `BILLING.paymentWaitS` later.
    started_at: status === 'WaitingForPay' ? (options.createdAt ?? new Date()) : null,
    paid_at: paidAt,
    paid_until: options.paidUntil ?? null,
    invoice_number: paidAt ? await orderRepo.nextInvoiceNumber(db, BILLING.invoicePrefix, paidAt) : null,
    buyer: options.buyer ?? null,
    ...(options.createdAt ? { created_at: options.createdAt, updated_at: options.createdAt } : {}),
  });
}
