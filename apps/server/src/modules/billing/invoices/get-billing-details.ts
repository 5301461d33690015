import type { TBillingDetails } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { payerOf } from '../lib/payer.ts';
import { billingDetailsRepo } from './lib/billing-details.repo.ts';
import { presentBillingDetails } from './lib/present-billing-details.ts';

/** What the company's invoices name as the buyer; any member of its team may read it. */
export async function getBillingDetails({ actor, db }: UseCaseArgs<Record<string, never>>): Promise<TBillingDetails> {
  requirePermission(actor, 'read:order:own');
  const payer = await payerOf(db, actor, { toPay: false });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  return presentBillingDetails(await billingDetailsRepo.findOfCompany(db, payer.company_id), payer);
}
