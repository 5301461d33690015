import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { hireRepo } from '../lib/hire.repo.ts';
import { orderRepo } from '../lib/order.repo.ts';
import { payerOf } from '../lib/payer.ts';

/** A hire reported by mistake goes, while nothing is paid or being paid for it; a paid one stays on record. */
export async function withdrawHire({ actor, input, db }: UseCaseArgs<{ id: number }>) {
  requirePermission(actor, 'read:order:own');
  const payer = await payerOf(db, actor, { toPay: false });
  if (payer.company_id === null) throw new AppError('COMPANY_REQUIRED');
  const companyId = payer.company_id;
  await db.transaction(async (tx) => {
    const hire = await hireRepo.findOfCompany(tx, companyId, input.id);
    if (!hire) throw new AppError('HIRE_NOT_FOUND');
    const order = hire.order_id === null ? undefined : await orderRepo.findById(tx, hire.order_id);
    if (hire.fee_minor === 0 || order?.pay_status === 'Paid' || order?.pay_status === 'WaitingForPay')
      throw new AppError('HIRE_PAID');
    await hireRepo.delete(tx, hire.id);
  });
  return { ok: true as const };
}
