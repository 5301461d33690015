import type { TPaymentSession } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import { customerRepo } from './customer.repo.ts';
import type { Payer } from './payer.ts';

/** The provider's customer for the payer, made at the first payment and kept. */
export async function customerOf(db: Db, payments: PaymentGateway, payer: Payer): Promise<string> {
  const known = await customerRepo.providerIdOf(db, payer);
  if (known) return known;
  const metadata: Record<string, string> = { user_id: String(payer.user_id) };
  if (payer.company_id !== null) metadata.company_id = String(payer.company_id);
  const created = await payments.createCustomer({ email: payer.email, name: payer.name, metadata });
  return customerRepo.put(db, payer, created);
}

/** What the page needs to confirm the payment in the provider's own card form. */
export function sessionOf(
  payments: PaymentGateway,
  order: TPaymentSession['order'],
  clientSecret: string,
): TPaymentSession {
  return {
    order,
    client_secret: clientSecret,
    provider: { kind: payments.kind, publishable_key: payments.publishableKey, script_url: payments.scriptUrl },
  };
}
