import { BILLING } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { orderRepo } from '../lib/order.repo.ts';
import { presentAdminOrders } from './present-admin-order.ts';

type Query = { page: number; status?: string | undefined; product?: string | undefined };

/** Every order, newest first, filtered by pay status and product, for the admins. */
export async function listAdminOrders({ actor, input, db }: UseCaseArgs<Query>) {
  requirePermission(actor, 'read:order:any');
  const size = BILLING.ordersPageSize;
  const { rows, total } = await orderRepo.pageAll(db, input, input.page, size);
  return {
    list: await presentAdminOrders(db, rows, actor.locale),
    total,
    page: input.page,
    pages: Math.max(1, Math.ceil(total / size)),
  };
}
