import { BILLING, turboPrice } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { includedTurbosOf } from '../lib/included-turbos.ts';
import { payerOf } from '../lib/payer.ts';
import { promotableVacancies } from './promotable.ts';

/** What turbo costs, how many the tariff still includes this month, and which of the company's vacancies it may raise (any member reads it; the owner pays). */
export async function getTurboOffer({ actor, db, clock }: UseCaseArgs<Record<string, never>, 'clock'>) {
  requirePermission(actor, 'read:order:own');
  const payer = await payerOf(db, actor, { toPay: false });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  return {
    price: turboPrice(),
    days: BILLING.turbo.days,
    vacancies: await promotableVacancies(db, payer.company_id, clock.now()),
    included: await includedTurbosOf(db, payer, clock.now()),
  };
}
