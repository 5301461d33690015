import { BILLING } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { orderRepo } from '../lib/order.repo.ts';
import { payerOf } from '../lib/payer.ts';
import { presentOrder } from '../lib/present.ts';

/** The account's (a company's: the whole team's) orders, newest first, paged. */
export async function listOrders({ actor, input, db }: UseCaseArgs<{ page: number }>) {
  requirePermission(actor, 'read:order:own');
  const payer = await payerOf(db, actor, { toPay: false });
  const size = BILLING.ordersPageSize;
  const { rows, total } = await orderRepo.pageOfPayer(db, payer, input.page, size);
  return {
    list: rows.map((row) => presentOrder(row, actor.locale)),
    total,
    page: input.page,
    pages: Math.max(1, Math.ceil(total / size)),
  };
}
