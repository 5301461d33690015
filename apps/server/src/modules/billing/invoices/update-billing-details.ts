import type { TBillingDetails, TUpdateBillingDetailsRequest } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { payerOf } from '../lib/payer.ts';
import { billingDetailsRepo } from './lib/billing-details.repo.ts';
import { presentBillingDetails } from './lib/present-billing-details.ts';

/**
 * The owner sets what the company's next orders copy as their buyer; orders made before keep what they copied, so
 * an invoice issued never changes.
 */
export async function updateBillingDetails({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<TUpdateBillingDetailsRequest, 'clock'>): Promise<TBillingDetails> {
  requirePermission(actor, 'create:order:own');
  const payer = await payerOf(db, actor, { toPay: true });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  const row = await billingDetailsRepo.put(
    db,
    payer.company_id,
    { legal_name: input.legal_name, address: input.address ?? '', vat_id: input.vat_id ?? '' },
    clock.now(),
  );
  return presentBillingDetails(row, payer);
}
