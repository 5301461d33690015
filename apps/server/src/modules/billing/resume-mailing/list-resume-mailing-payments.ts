import { BILLING } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentOrder } from '../lib/present.ts';
import { mailingOrderRepo } from './mailing-order.repo.ts';

/** The seeker's resume mailing orders, newest first, paged as every order list is. */
export async function listResumeMailingPayments({ actor, input, db }: UseCaseArgs<{ page: number }>) {
  requirePermission(actor, 'read:order:own');
  requirePermission(actor, 'read:mailing:own');
  const size = BILLING.ordersPageSize;
  const { rows, total } = await mailingOrderRepo.pageOfUser(db, actor.user_id ?? 0, input.page, size);
  return {
    list: rows.map((row) => presentOrder(row, actor.locale)),
    total,
    page: input.page,
    pages: Math.max(1, Math.ceil(total / size)),
  };
}
