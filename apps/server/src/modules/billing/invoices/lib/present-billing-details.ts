import type { TBillingDetails } from '@hushwork/contract';
import type { Payer } from '../../lib/payer.ts';
import type { BillingDetailsRow } from './billing-details.repo.ts';

/** The kept details, or, until the owner keeps some, what invoices name meanwhile: the company's name. */
export function presentBillingDetails(row: BillingDetailsRow | undefined, payer: Payer): TBillingDetails {
  if (!row) return { legal_name: payer.name, address: '', vat_id: '', updated_at: null };
  return {
    legal_name: row.legal_name,
    address: row.address,
    vat_id: row.vat_id,
    updated_at: row.updated_at.toISOString(),
  };
}
