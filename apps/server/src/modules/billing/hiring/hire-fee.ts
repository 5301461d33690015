import { BILLING, money, type TEmployerTariff, type TMoney } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import type { Payer } from '../lib/payer.ts';
import { subscriptionRepo } from '../lib/subscription.repo.ts';

/**
 * A hire's fee: `BILLING.successfulHiring.feeMinor`, less the discount of the employer tariff the company pays for
 * now (growth halves it, scale waives it). Whole cents, rounded up, as every price here is.
 */
export async function hireFeeOf(db: Db, payer: Pick<Payer, 'company_id' | 'user_id'>): Promise<TMoney> {
  const tariff = await subscriptionRepo.findLive(db, payer, 'employer_tariff');
  const discount =
    tariff?.status === 'active' && tariff.tariff
      ? BILLING.employerTariffs[tariff.tariff as TEmployerTariff].hiringDiscountPercent
      : 0;
  return money(Math.ceil((BILLING.successfulHiring.feeMinor * (100 - discount)) / 100));
}
