import { BILLING, turboPrice } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { buyerOf } from '../invoices/lib/buyer.ts';
import { includedTurbosOf } from '../lib/included-turbos.ts';
import { INCLUDED_TARIFF, orderRepo } from '../lib/order.repo.ts';
import { payerOf } from '../lib/payer.ts';
import { raiseVacancy, turboEndOf } from '../lib/placement.ts';
import { promotableVacancy } from './promotable.ts';

/**
 * A turbo the company's employer tariff includes (Growth 2, Scale 6 a calendar month): the owner raises an open
 * vacancy at once, with no payment. It is kept as an order of no charge (the list price beside it, no invoice, never
 * at the provider), so the team's payments list shows it and the month's count reads it back.
 */
export async function useIncludedTurbo({ actor, input, db, clock }: UseCaseArgs<{ vacancy_id: number }, 'clock'>) {
  requirePermission(actor, 'create:order:own');
  const payer = await payerOf(db, actor, { toPay: true });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  const now = clock.now();
  await promotableVacancy(db, payer.company_id, input.vacancy_id, now);
  return db.transaction(async (tx) => {
    const included = await includedTurbosOf(tx, payer, now, { lock: true });
    if (!included || included.left === 0) throw new AppError('INCLUDED_TURBO_USED_UP');
    const order = await orderRepo.insert(tx, {
      company_id: payer.company_id,
      user_id: payer.user_id,
      product: 'turbo',
      tariff: INCLUDED_TARIFF,
      subject_id: input.vacancy_id,
      list_amount_minor: turboPrice().amount,
      amount_minor: 0,
      currency: BILLING.currency,
      buyer: await buyerOf(tx, payer),
      pay_status: 'Paid',
      paid_at: now,
      created_at: now,
      updated_at: now,
    });
    const turboUntil = await turboEndOf(tx, input.vacancy_id, now);
    await raiseVacancy(tx, { order_id: order.id, vacancy_id: input.vacancy_id, kind: 'turbo', ends_at: turboUntil });
    return {
      vacancy_id: input.vacancy_id,
      turbo_until: turboUntil.toISOString(),
      included: { ...included, left: included.left - 1 },
    };
  });
}
