import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { hireRepo } from '../lib/hire.repo.ts';
import { payerOf } from '../lib/payer.ts';
import { presentHires } from './present-hire.ts';

/** The hires the company reported, newest first, for any member of its team. */
export async function listHires({ actor, db, clock }: UseCaseArgs<Record<string, never>, 'clock'>) {
  requirePermission(actor, 'read:order:own');
  const payer = await payerOf(db, actor, { toPay: false });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  const list = await presentHires(db, await hireRepo.listOfCompany(db, payer.company_id), actor.locale, clock.now());
  return { list, has_overdue: list.some((hire) => hire.is_overdue) };
}
