import type { Db } from '../../../../platform/db/database.ts';
import type { OrderRow } from '../../lib/order.repo.ts';
import type { Payer } from '../../lib/payer.ts';
import { billingDetailsRepo } from './billing-details.repo.ts';

export type Buyer = NonNullable<OrderRow['buyer']>;

/**
 * Who an order's invoice names, copied into the order when it is made: a company's billing details once its owner
 * has kept them (its legal name, address and VAT number), else the payer's name; the e-mail is the payer's.
 */
export async function buyerOf(db: Db, payer: Payer): Promise<Buyer> {
  const details = payer.company_id === null ? undefined : await billingDetailsRepo.findOfCompany(db, payer.company_id);
  if (!details) return { name: payer.name, email: payer.email };
  return {
    name: details.legal_name,
    email: payer.email,
    ...(details.address ? { address: details.address } : {}),
    ...(details.vat_id ? { vat_id: details.vat_id } : {}),
  };
}
