import { BILLING, type TEmployerTariff, type TIncludedTurbos } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import { orderRepo } from './order.repo.ts';
import type { Payer } from './payer.ts';
import { isPaidNow, subscriptionRepo } from './subscription.repo.ts';

/** The calendar month (UTC) `now` falls in: included turbos are counted per month and start again on the 1st. */
function monthOf(now: Date) {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    next: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

/**
 * The turbo raises the company's employer tariff includes this month (`BILLING.employerTariffs.*.turboPerMonth`) and
 * how many are left; null without a tariff paid for now. With `lock`, the tariff's row stays locked to the end of the
 * caller's transaction, so two raises at once cannot both take the last one.
 */
export async function includedTurbosOf(
  db: Db,
  payer: Pick<Payer, 'company_id' | 'user_id'>,
  now: Date,
  { lock = false }: { lock?: boolean } = {},
): Promise<TIncludedTurbos | null> {
  if (payer.company_id === null) return null;
  const live = await subscriptionRepo.findLive(db, payer, 'employer_tariff');
  const tariff = live && lock ? await subscriptionRepo.lockById(db, live.id) : live;
  if (!tariff || !isPaidNow(tariff) || !tariff.tariff || !(tariff.tariff in BILLING.employerTariffs)) return null;
  const perMonth = BILLING.employerTariffs[tariff.tariff as TEmployerTariff].turboPerMonth;
  const month = monthOf(now);
  const used = await orderRepo.countIncludedTurbos(db, payer.company_id, month.start);
  return {
    tariff: tariff.tariff,
    per_month: perMonth,
    left: Math.max(0, perMonth - used),
    resets_at: month.next.toISOString(),
  };
}
